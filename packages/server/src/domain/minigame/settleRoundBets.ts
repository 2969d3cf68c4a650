import { expectedWin, VERTICAL, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetSettlementRepository } from '../../repositories/betSettlementRepository';
import { createMinigameBetsRepository } from '../../repositories/createMinigameBetsRepository';
import { transfer } from '../ledger';

export interface SettleRoundBetsParams {
  roundId: number;
  /** A bet's win flag: WON or LOST after a draw, SPECIAL_HIT (stake back) when the round is void. */
  flagOf: (marketId: string) => number;
  memo: string;
  now: Date;
}

/**
 * Settles every bet of a round still at settlement version 0, exactly once: the slips are locked, a paying
 * bet's payout goes house_bets → emoney under the dedupe key `payout:bet:<id>:v1`, and the settlement is
 * version 1 of the slip (a second writer of that version fails). A re-run finds nothing left. Returns the count.
 * @example await settleRoundBets(tx, { roundId, flagOf: (m) => WIN_FLAG.LOST, memo: '미니게임 정산', now });
 */
export async function settleRoundBets(tx: Tx, params: SettleRoundBetsParams): Promise<number> {
  const bets = createMinigameBetsRepository(tx);
  const settlement = createBetSettlementRepository(tx);
  const open = await bets.openBets(params.roundId);
  for (const bet of open) {
    const flag = params.flagOf(bet.marketId);
    const payout =
      flag === WIN_FLAG.WON
        ? expectedWin(bet.amount, [{ odds: bet.odds }])
        : flag === WIN_FLAG.SPECIAL_HIT
          ? bet.amount
          : 0;
    const ledgerTransactionIds: number[] = [];
    if (payout > 0) {
      const paid = await transfer(tx, {
        kind: 'bet_payout',
        vertical: VERTICAL.MINIGAME,
        ref: { type: 'bet_slip', id: bet.slipId },
        dedupeKey: `payout:bet:${bet.slipId}:v1`,
        memo: params.memo,
        actorId: null,
        from: { house: 'house_bets' },
        to: { member: bet.memberId, kind: 'emoney' },
        amount: payout,
      });
      ledgerTransactionIds.push(paid.transactionId);
    }
    const legId = await bets.setLegFlag(bet.slipId, flag, params.now);
    await settlement.recordSettlement({
      slipId: bet.slipId,
      kind: 'settled',
      status: flag,
      settlementFlag: flag,
      settlementVersion: 1,
      payout,
      legs: [{ legId, winFlag: flag }],
      ledgerTransactionIds,
      actorId: null,
      reason: null,
      at: params.now,
    });
  }
  return open.length;
}
