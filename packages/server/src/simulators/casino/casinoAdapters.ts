import type { Config } from '../../config';
import type { CasinoProviderAdapter } from '../../domain/casino/casinoProviderAdapter';
import { createSimulatorWalletAdapter } from './createSimulatorWalletAdapter';

/**
 * The provider adapters this server runs, by provider id: the embedded default is the simulator alone; an
 * operator adds a real provider's adapter here once it passes the wallet contract suite.
 * @example const adapter = casinoAdapters(app.config).get('kbetsim');
 */
export const casinoAdapters = (config: Config): ReadonlyMap<string, CasinoProviderAdapter> =>
  new Map(
    [createSimulatorWalletAdapter(config.casinoSimulatorSecret)].map((adapter) => [adapter.id, adapter]),
  );
