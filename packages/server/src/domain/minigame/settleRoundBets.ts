import { expectedWin, VERTICAL, WIN_FLAG } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import {
  createMinigameBetsRepository,
  type OpenMinigameBetRow,
} from '../../repositories/createMinigameBetsRepository';
import { postTransactions } from '../ledger';

/** Bets settled per set of statements: bounded statement size, however many bets a round has. */
export const SETTLE_BATCH_SIZE = 2_000;

export interface SettleRoundBetsParams {
  roundId: number;
  /** A bet's win flag: WON or LOST after a draw, SPECIAL_HIT (stake back) when the round is void. */
  flagOf: (marketId: string) => number;
  memo: string;
  now: Date;
}

const payoutOf = (bet: OpenMinigameBetRow, flag: number): number =>
  flag === WIN_FLAG.WON
    ? expectedWin(bet.amount, [{ odds: bet.odds }])
    : flag === WIN_FLAG.SPECIAL_HIT
      ? bet.amount
      : 0;

/** One batch: every payout through the ledger together, then every slip's settlement together. */
async function settleBatch(tx: Tx, batch: readonly OpenMinigameBetRow[], params: SettleRoundBetsParams) {
  const planned = batch.map((bet) => {
    const flag = params.flagOf(bet.marketId);
    return { bet, flag, payout: payoutOf(bet, flag) };
  });
  const paying = planned.filter((p) => p.payout > 0);
  const posted = await postTransactions(
    tx,
    paying.map(({ bet, payout }) => ({
      kind: 'bet_payout',
      vertical: VERTICAL.MINIGAME,
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
  const settled = await createMinigameBetsRepository(tx).settleBets(
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
    throw new Error(`settled ${settled} of ${batch.length} bets of round ${params.roundId}`);
}

/**
 * Settles every bet of a round still at settlement version 0, exactly once, in batches of SETTLE_BATCH_SIZE:
 * the slips are locked, each paying bet's payout goes house_bets → emoney under the dedupe key
 * `payout:bet:<id>:v1` (all of a batch in one bulk ledger post), and the settlement is version 1 of the slip
 * (a second writer of that version fails). All of it is in the caller's transaction, so a failure part way
 * leaves nothing paid, and a re-run finds nothing left. Returns the count.
 * @example await settleRoundBets(tx, { roundId, flagOf: (m) => WIN_FLAG.LOST, memo: '미니게임 정산', now });
 */
export async function settleRoundBets(tx: Tx, params: SettleRoundBetsParams): Promise<number> {
  const open = await createMinigameBetsRepository(tx).openBets(params.roundId);
  // Batches in member order: each batch locks its members in id order, so across batches a settlement takes
  // member locks in one ascending order, and two rounds settling at once cannot deadlock on them.
  open.sort((a, b) => a.memberId - b.memberId || a.slipId - b.slipId);
  for (let start = 0; start < open.length; start += SETTLE_BATCH_SIZE)
    await settleBatch(tx, open.slice(start, start + SETTLE_BATCH_SIZE), params);
  return open.length;
}
