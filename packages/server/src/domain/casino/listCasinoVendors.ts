import type { CasinoVendor } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { type CasinoVertical, createCasinoRepository } from '../../repositories/casinoRepository';
import { isHoldemProvider } from '../holdem/holdemGames';

/**
 * The lobby (spec §2 /casino, /slot): each vendor of the enabled providers with its enabled games, flagged in
 * maintenance when its provider is (the site then shows 점검중입니다.). Hold'em tables are not listed: the
 * hold'em menu opens them.
 * @example const slots = await listCasinoVendors(sql, 'slot');
 */
export async function listCasinoVendors(db: Db, vertical?: CasinoVertical): Promise<CasinoVendor[]> {
  const casino = createCasinoRepository(db);
  const [providers, games] = await Promise.all([
    casino.providers(),
    casino.games(vertical ? { vertical } : {}),
  ]);
  const byId = new Map(providers.map((p) => [p.id, p]));
  const vendors = new Map<string, CasinoVendor>();
  for (const game of games) {
    const provider = byId.get(game.providerId);
    if (!provider?.enabled || !game.enabled || isHoldemProvider(game.providerId)) continue;
    const vendor = vendors.get(game.thirdPartyCode) ?? {
      thirdPartyCode: game.thirdPartyCode,
      thirdPartyName: game.thirdPartyName,
      vertical: game.vertical,
      maintenanceFlag: provider.maintenance ? 1 : 0,
      games: [],
    };
    vendor.games.push({ code: game.code, name: game.name });
    vendors.set(game.thirdPartyCode, vendor);
  }
  return [...vendors.values()];
}
