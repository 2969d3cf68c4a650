import type { Tx } from '../../db/createSql';
import { createVirtualRepository, type VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { virtualErrors } from './virtualErrors';
import { voidVirtualRound } from './voidVirtualRound';

export interface VoidVirtualRoundByStaffParams {
  roundId: number;
  actorId: number;
  reason: string;
  now: Date;
}

/**
 * A staff void of a round whose result is not final yet (open, closed or playing: a fault seen on the replay):
 * its stakes go back through the engine's one void path. Takes the league's lock, then the round's, as the
 * scheduler does; a settled or void round is refused (409).
 * @example const { round, refunded } = await voidVirtualRoundByStaff(tx, { roundId, actorId, reason, now });
 */
export async function voidVirtualRoundByStaff(
  tx: Tx,
  params: VoidVirtualRoundByStaffParams,
): Promise<{ round: VirtualRoundRow; refunded: number }> {
  const repo = createVirtualRepository(tx);
  const seen = await repo.find(params.roundId);
  if (!seen) throw virtualErrors.eventNotFound();
  await repo.lockLeague(seen.leagueId);
  const round = await repo.lock(params.roundId);
  if (!round || round.status === 'settled' || round.status === 'void') throw virtualErrors.eventFinished();
  const refunded = await voidVirtualRound(tx, round, {
    now: params.now,
    actorId: params.actorId,
    reason: params.reason,
  });
  return { round: { ...round, status: 'void' }, refunded };
}
