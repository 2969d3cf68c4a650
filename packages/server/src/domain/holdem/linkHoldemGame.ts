import type { HoldemGame } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import type { MemberRow } from '../../repositories/membersRepository';
import type { CasinoProviderAdapter } from '../casino/casinoProviderAdapter';
import { openCasinoSession } from '../casino/launchCasinoGame';
import { refusal } from '../errors/refusal';
import type { SiteSetting } from '../maintenance/siteSetting';
import { openHoldemStep } from './openHoldemStep';

/**
 * The second hold'em launch step (spec §4, §7 /{game}/game/link): past the gate, a member with the provider's
 * uid gets a launch session on its table, whose page is the link (payload); without a uid the user must be
 * created first, and the step is refused.
 * @example const { payload } = await linkHoldemGame(app.sql, { member, game: 'revolution', site, adapters, clock });
 */
export async function linkHoldemGame(
  sql: Sql,
  params: {
    member: MemberRow;
    game: HoldemGame;
    site: SiteSetting;
    adapters: ReadonlyMap<string, CasinoProviderAdapter>;
    clock: Clock;
  },
): Promise<{ payload: string }> {
  const { member, game } = params;
  const table = await openHoldemStep(sql, member, game, params.site);
  const uid = game === 'revolution' ? member.revolutionUid : member.realpokerUid;
  if (!uid) throw refusal('ERR_UNKNOWN_CONTACT');
  const { link } = await sql.begin((tx) =>
    openCasinoSession(tx, {
      member,
      game: table,
      platform: 'PC',
      adapters: params.adapters,
      clock: params.clock,
    }),
  );
  return { payload: link };
}
