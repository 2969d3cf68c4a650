import type { Config } from '../../config';
import type { CasinoProviderAdapter } from '../../domain/casino/casinoProviderAdapter';
import { HOLDEM_GAMES } from '../../domain/holdem/holdemGames';
import { createSimulatorWalletAdapter } from './createSimulatorWalletAdapter';

/**
 * The provider adapters this server runs, by provider id: the embedded default is the simulators alone (the
 * casino simulator and the two hold'em tables); an operator adds a real provider's adapter here once it passes
 * the wallet contract suite.
 * @example const adapter = casinoAdapters(app.config).get('kbetsim');
 */
export const casinoAdapters = (config: Config): ReadonlyMap<string, CasinoProviderAdapter> =>
  new Map(
    [
      createSimulatorWalletAdapter(config.casinoSimulatorSecret),
      ...HOLDEM_GAMES.map(({ game }) =>
        createSimulatorWalletAdapter(config.casinoSimulatorSecret, {
          id: game,
          launchUrl: ({ token }) =>
            `/sim/holdem/table?${new URLSearchParams({ token, provider: game }).toString()}`,
        }),
      ),
    ].map((adapter) => [adapter.id, adapter]),
  );
