import { VERTICAL } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createSingleLegBetsRepository } from '../../repositories/createSingleLegBetsRepository';
import { settleSingleLegBets } from '../betting/settleSingleLegBets';

export interface SettleRoundBetsParams {
  roundId: number;
  /** A bet's win flag: WON or LOST after a draw, SPECIAL_HIT (stake back) when the round is void. */
  flagOf: (marketId: string) => number;
  memo: string;
  now: Date;
}

/**
 * Settles every bet of a round still at settlement version 0, exactly once (settleSingleLegBets: payout under
 * `payout:bet:<id>:v1`, settlement version 1). A re-run finds nothing left. Returns the count.
 * @example await settleRoundBets(tx, { roundId, flagOf: (m) => WIN_FLAG.LOST, memo: '미니게임 정산', now });
 */
export async function settleRoundBets(tx: Tx, params: SettleRoundBetsParams): Promise<number> {
  return settleSingleLegBets(tx, {
    label: `round ${params.roundId}`,
    bets: await createSingleLegBetsRepository(tx).openBets('minigame', [params.roundId]),
    flagOf: (bet) => params.flagOf(bet.marketId),
    vertical: VERTICAL.MINIGAME,
    memo: params.memo,
    now: params.now,
  });
}
