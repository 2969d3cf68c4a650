import { expectedWin, type Vertical, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createSingleLegBetsRepository } from '../../repositories/createSingleLegBetsRepository';
import { postTransactions } from '../ledger';

/** Bets settled per set of statements: bounded statement size, however many bets a round has. */
export const SETTLE_BATCH_SIZE = 2_000;

/** A one-leg game bet (mini-game or virtual) not settled yet, locked by the caller's query. */
export interface OpenSingleLegBet {
  slipId: number;
  memberId: number;
  odds: string;
  amount: number;
}

export interface SettleSingleLegBetsParams<B extends OpenSingleLegBet> {
  /** What the bets belong to, for the error that stops a batch settling fewer slips than it locked. */
  label: string;
  bets: readonly B[];
  /** A bet's win flag: WON or LOST after a draw, SPECIAL_HIT (stake back) when the round is void. */
  flagOf: (bet: B) => number;
  /** The vertical the payouts are booked under (partner turnover reads it). */
  vertical: Vertical;
  memo: string;
  now: Date;
}

const payoutOf = (bet: OpenSingleLegBet, flag: number): number =>
  flag === WIN_FLAG.WON
    ? expectedWin(bet.amount, [{ odds: bet.odds }])
    : flag === WIN_FLAG.SPECIAL_HIT
      ? bet.amount
      : 0;

/** One batch: every payout through the ledger together, then every slip's settlement together. */
async function settleBatch<B extends OpenSingleLegBet>(
  tx: Tx,
  batch: readonly B[],
  params: SettleSingleLegBetsParams<B>,
): Promise<void> {
  const planned = batch.map((bet) => {
    const flag = params.flagOf(bet);
    return { bet, flag, payout: payoutOf(bet, flag) };
  });
  const paying = planned.filter((p) => p.payout > 0);
  const posted = await postTransactions(
    tx,
    paying.map(({ bet, payout }) => ({
      kind: 'bet_payout',
      vertical: params.vertical,
      ref: { type: 'bet_slip', id: bet.slipId },
      dedupeKey: `payout:bet:${bet.slipId}:v1`,
      memo: params.memo,
      actorId: null,
      postings: [
        { account: { house: 'house_bets' }, amount: -payout },
        { account: { member: bet.memberId, kind: 'emoney' }, amount: payout },
      ],
    })),
  );
  const paidBy = new Map(paying.map(({ bet }, index) => [bet.slipId, posted[index]!.transactionId]));
  const settled = await createSingleLegBetsRepository(tx).settleBets(
    planned.map(({ bet, flag, payout }) => ({
      slipId: bet.slipId,
      winFlag: flag,
      payout,
      ledgerTransactionId: paidBy.get(bet.slipId) ?? null,
    })),
    params.now,
  );
  // The slips are locked at version 0, so all of them settle; anything else would leave a payout unrecorded.
  if (settled !== batch.length)
    throw new Error(`settled ${settled} of ${batch.length} bets of ${params.label}`);
}

/**
 * Settles one-leg game bets (mini-game rounds, virtual events) exactly once, in batches of SETTLE_BATCH_SIZE:
 * each paying bet's payout goes house_bets → emoney under the dedupe key `payout:bet:<id>:v1` (all of a batch
 * in one bulk ledger post), and the settlement is version 1 of the slip (a second writer of that version
 * fails). All of it is in the caller's transaction, so a failure part way leaves nothing paid, and a re-run
 * finds nothing left. Returns the count.
 * @example await settleSingleLegBets(tx, { label: 'round 12', bets, flagOf: () => WIN_FLAG.LOST, vertical, memo, now });
 */
export async function settleSingleLegBets<B extends OpenSingleLegBet>(
  tx: Tx,
  params: SettleSingleLegBetsParams<B>,
): Promise<number> {
  // In member order, so every settlement takes member locks in one ascending order, and two rounds settling
  // at once cannot deadlock on them.
  const ordered = [...params.bets].sort((a, b) => a.memberId - b.memberId || a.slipId - b.slipId);
  for (let start = 0; start < ordered.length; start += SETTLE_BATCH_SIZE)
    await settleBatch(tx, ordered.slice(start, start + SETTLE_BATCH_SIZE), params);
  return ordered.length;
}
