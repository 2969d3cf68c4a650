import type { HoldemGame } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createMembersRepository, type MemberRow } from '../../repositories/membersRepository';
import type { SiteSetting } from '../maintenance/siteSetting';
import type { HoldemUserProvider } from './holdemUserProvider';
import { openHoldemStep } from './openHoldemStep';

/**
 * The first hold'em launch step (spec §4, §7): past the gate, asks the provider to create the member's user and
 * keeps the uid it answers on the member (revolutionUid / realpokerUid), so later launches go straight to the
 * link. Answers the provider's code.
 * @example const { code } = await createHoldemUser(app.sql, { member, game: 'revolution', site, users });
 */
export async function createHoldemUser(
  db: Db,
  params: { member: MemberRow; game: HoldemGame; site: SiteSetting; users: HoldemUserProvider },
): Promise<{ code: number }> {
  const { member, game } = params;
  await openHoldemStep(db, member, game, params.site);
  const created = await params.users(game, { userId: member.userId, nickname: member.nickname });
  if (created.code === 1 && created.uid !== undefined)
    await createMembersRepository(db).setHoldemUid(member.id, game, created.uid);
  return { code: created.code };
}
