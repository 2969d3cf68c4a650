import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameRoundRow,
} from '../../repositories/createMinigameRoundsRepository';
import { minigameErrors } from './minigameErrors';
import { voidRound } from './voidRound';

export interface VoidRoundByStaffParams {
  roundId: number;
  actorId: number;
  reason: string;
  now: Date;
}

/**
 * A staff void of a round not drawn yet (open or closed): its stakes go back through the engine's one void path.
 * Takes the game's lock, then the round's, as the scheduler does, so a tick never draws a round being voided;
 * a round already drawn, settled or void is refused (409).
 * @example const { round, refunded } = await voidRoundByStaff(tx, { roundId: 7, actorId: staff.id, reason: '송출 오류', now });
 */
export async function voidRoundByStaff(
  tx: Tx,
  params: VoidRoundByStaffParams,
): Promise<{ round: MinigameRoundRow; refunded: number }> {
  const rounds = createMinigameRoundsRepository(tx);
  const seen = await rounds.find(params.roundId);
  if (!seen) throw minigameErrors.roundNotFound();
  await rounds.lockGame(seen.gameId);
  const round = await rounds.lock(params.roundId);
  if (!round || (round.status !== 'open' && round.status !== 'closed')) throw minigameErrors.roundFinished();
  const refunded = await voidRound(tx, round, {
    now: params.now,
    actorId: params.actorId,
    reason: params.reason,
  });
  return { round: { ...round, status: 'void' }, refunded };
}
