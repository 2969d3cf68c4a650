import { canOpenHoldem, type HoldemGame } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import type { MemberRow } from '../../repositories/membersRepository';
import { refusal, validationRefusal } from '../errors/refusal';
import type { SiteSetting } from '../maintenance/siteSetting';
import { HOLDEM_GAME_CODE } from './holdemGames';

/**
 * The gate of every hold'em launch step (user create, game link): the member's use flag must be 0 (spec §6, the
 * SDK's canOpenHoldem), the site's maintenance flag for the game off, and its provider enabled and not in
 * maintenance (spec §8 'currently under maintenance'). Answers the provider's table game.
 * @example const game = await openHoldemStep(app.sql, member, 'revolution', site);
 */
export async function openHoldemStep(db: Db, member: MemberRow, game: HoldemGame, site: SiteSetting) {
  const verdict = canOpenHoldem(member, game, site);
  if (!verdict.ok) throw validationRefusal(verdict);
  const casino = createCasinoRepository(db);
  const [provider, table] = await Promise.all([casino.provider(game), casino.game(game, HOLDEM_GAME_CODE)]);
  if (!provider?.enabled || provider.maintenance || !table?.enabled) throw refusal('ERR_MAINTENANCE');
  return table;
}
