import { expectedWin, type Vertical, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createBetSettlementRepository } from '../../repositories/betSettlementRepository';
import { createMinigameBetsRepository } from '../../repositories/createMinigameBetsRepository';
import { transfer } from '../ledger';

/** A one-leg game bet (mini-game or virtual) not settled yet, locked by the caller's query. */
export interface OpenSingleLegBet {
  slipId: number;
  memberId: number;
  odds: string;
  amount: number;
}

export interface SettleSingleLegBetsParams<B extends OpenSingleLegBet> {
  bets: readonly B[];
  /** A bet's win flag: WON or LOST after a draw, SPECIAL_HIT (stake back) when the round is void. */
  flagOf: (bet: B) => number;
  /** The vertical the payouts are booked under (partner turnover reads it). */
  vertical: Vertical;
  memo: string;
  now: Date;
}

/**
 * Settles one-leg game bets exactly once: a paying bet's payout goes house_bets → emoney under the dedupe key
 * `payout:bet:<id>:v1`, the leg takes its flag, and the settlement is version 1 of the slip (a second writer
 * of that version fails). Shared by the mini-game rounds and the virtual events. Returns the count.
 * @example await settleSingleLegBets(tx, { bets, flagOf: () => WIN_FLAG.LOST, vertical, memo, now });
 */
export async function settleSingleLegBets<B extends OpenSingleLegBet>(
  tx: Tx,
  params: SettleSingleLegBetsParams<B>,
): Promise<number> {
  const settlement = createBetSettlementRepository(tx);
  // The leg update is the same for every one-leg slip, whichever game wrote it.
  const legs = createMinigameBetsRepository(tx);
  for (const bet of params.bets) {
    const flag = params.flagOf(bet);
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
        vertical: params.vertical,
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
    const legId = await legs.setLegFlag(bet.slipId, flag, params.now);
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
  return params.bets.length;
}
