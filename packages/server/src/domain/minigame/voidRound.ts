import { WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameRoundRow,
} from '../../repositories/createMinigameRoundsRepository';
import { audit } from '../audit/audit';
import { publishRoundEvent } from './publishRoundEvent';
import { settleRoundBets } from './settleRoundBets';

export interface VoidRoundParams {
  now: Date;
  /** The staff member who voided it; null when the engine could not draw the round. */
  actorId: number | null;
  reason: string;
}

/**
 * The one void path of a round: every open bet is settled as a refund (stake back, once per slip), the round
 * becomes void, the change is audited and members are told. The caller holds the round's lock.
 * @example const refunded = await voidRound(tx, round, { now, actorId: null, reason: '추첨 불가' });
 */
export async function voidRound(tx: Tx, round: MinigameRoundRow, params: VoidRoundParams): Promise<number> {
  const refunded = await settleRoundBets(tx, {
    roundId: round.id,
    flagOf: () => WIN_FLAG.SPECIAL_HIT,
    memo: '미니게임 회차 취소',
    now: params.now,
  });
  await createMinigameRoundsRepository(tx).setStatus(round.id, 'void');
  await audit(tx, {
    actorId: params.actorId,
    action: 'minigame.round.void',
    target: { type: 'minigame_round', id: round.id },
    old: { status: round.status },
    new: { status: 'void', refunded },
    reason: params.reason,
  });
  await publishRoundEvent(tx, round, 'void');
  return refunded;
}
