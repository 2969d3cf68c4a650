import { VERTICAL } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type {
  CasinoGameRow,
  CasinoRepository,
  CasinoTransactionRow,
} from '../../repositories/casinoRepository';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { reverseStakeRolling } from '../bonus/reverseStakeRolling';
import { isHoldemProvider } from '../holdem/holdemGames';
import { isInsufficientFundsError, memberBalances, transfer } from '../ledger';
import type { WalletAnswer } from './walletCall';

/** What every money effect of one wallet call works with, inside the call's transaction (member locked). */
export interface WalletMoneyContext {
  tx: Tx;
  casino: CasinoRepository;
  providerId: string;
  memberId: number;
  playerId: string;
  game: CasinoGameRow;
  roundId: string;
  now: Date;
  /** Whether the member has an open bonus rolling requirement (read with the call's checks): none, no rolling lock. */
  rollingOpen: boolean;
}

/** An effect's outcome: OK with the balance after it, or a refusal that wrote nothing. */
export type WalletMoneyResult =
  | { ok: true; balance: number; transactionId: string }
  | { ok: false; status: 'NOT_ENOUGH_MONEY'; balance: number }
  | { ok: false; status: 'BET_NOT_FOUND' | 'ALREADY_SETTLED' };

/** What follows the game's name on the ledger memo of a bet, a win and a refund (casino_wallet_call takes them too). */
export const WALLET_MEMO = { debit: ' 베팅', credit: ' 당첨', rollback: ' 베팅 취소' } as const;

const verticalOf = (game: CasinoGameRow) => (game.vertical === 'slot' ? VERTICAL.SLOT : VERTICAL.CASINO);
const dedupeKey = (ctx: WalletMoneyContext, txId: string) => `casino:${ctx.providerId}:${txId}`;
const casinoBalance = async (ctx: WalletMoneyContext) =>
  (await memberBalances(ctx.tx, ctx.memberId)).casinoMoney;

/** The answer stored with an effect, which a replay of its call gets exactly. */
const okAnswer = (
  ctx: WalletMoneyContext,
  result: { balance: number; transactionId: string },
): WalletAnswer => ({
  status: 'OK',
  balance: result.balance,
  playerId: ctx.playerId,
  ...(result.transactionId === '' ? {} : { transactionId: result.transactionId }),
});

/** Writes an effect's row with the answer a replay of its call gets; answers the row's id. */
const record = (
  ctx: WalletMoneyContext,
  fields: Parameters<typeof row>[1],
  result: { balance: number; transactionId: string },
  processedAt: Date | null,
) =>
  ctx.casino.insertTransaction({ ...row(ctx, fields), processedAt, response: okAnswer(ctx, result) }, ctx.tx);

/** The row a wallet effect writes. */
function row(
  ctx: WalletMoneyContext,
  fields: Pick<
    CasinoTransactionRow,
    'providerTxId' | 'action' | 'status' | 'betTxId' | 'amount' | 'ledgerTransactionId'
  >,
) {
  return {
    ...fields,
    providerId: ctx.providerId,
    memberId: ctx.memberId,
    roundId: ctx.roundId,
    gameCode: ctx.game.code,
    vertical: ctx.game.vertical,
    createdAt: ctx.now,
  };
}

/**
 * A bet: the stake leaves the member's casino money for house_casino (a bet_stake of the game's vertical) and
 * counts toward bonus rolling. A balance short of the stake is refused with the real balance.
 */
export async function walletDebit(
  ctx: WalletMoneyContext,
  txId: string,
  amount: number,
): Promise<WalletMoneyResult> {
  let posted: Awaited<ReturnType<typeof transfer>>;
  try {
    posted = await transfer(ctx.tx, {
      kind: 'bet_stake',
      vertical: verticalOf(ctx.game),
      ref: { type: 'casino_transaction', id: `${ctx.providerId}:${txId}` },
      dedupeKey: dedupeKey(ctx, txId),
      memo: `${ctx.game.name}${WALLET_MEMO.debit}`,
      actorId: ctx.memberId,
      from: { member: ctx.memberId, kind: 'casino' },
      to: { house: 'house_casino' },
      amount,
    });
  } catch (error) {
    if (isInsufficientFundsError(error))
      return { ok: false, status: 'NOT_ENOUGH_MONEY', balance: error.details.balance };
    throw error;
  }
  const balance = posted.balances.find((b) => b.memberId === ctx.memberId)?.balanceAfter ?? 0;
  const result = { ok: true as const, balance, transactionId: String(posted.transactionId) };
  const casinoBetId = await record(
    ctx,
    {
      providerTxId: txId,
      action: 'debit',
      status: 'open',
      betTxId: null,
      amount,
      ledgerTransactionId: posted.transactionId,
    },
    result,
    null,
  );
  // Casino and slot stakes count only toward bonuses of their own product (spec §9 options 3 and 4); a table
  // game has no folders, so no odds condition applies. A hold'em buy-in is no stake (spec §9: hold'em has no
  // bonus), so it rolls nothing. What counted is recorded with the bet, so a rollback gives it back.
  if (ctx.rollingOpen && !isHoldemProvider(ctx.providerId))
    await recordRollingProgress(ctx.tx, ctx.memberId, {
      amount,
      casinoBetId,
      turnover: { product: verticalOf(ctx.game), folderOdds: [] },
    });
  return result;
}

/** The open bet a credit or rollback names (its row, read behind the member lock), or why it cannot be settled. */
function openBet(ctx: WalletMoneyContext, bet: CasinoTransactionRow | undefined) {
  if (bet?.action !== 'debit' || bet.memberId !== ctx.memberId) return 'BET_NOT_FOUND' as const;
  if (bet.status !== 'open') return 'ALREADY_SETTLED' as const;
  return bet;
}

/**
 * A win (`betRow`: the row of the bet it names, read behind the member lock): pays `amount` (0 for a lost round: nothing moves) from house_casino to the member's casino money as a
 * bet_payout and settles the bet. A credit for an unknown bet, or for one already settled or refunded, is refused.
 */
export async function walletCredit(
  ctx: WalletMoneyContext,
  txId: string,
  betRow: CasinoTransactionRow | undefined,
  amount: number,
): Promise<WalletMoneyResult> {
  const bet = openBet(ctx, betRow);
  if (typeof bet === 'string') return { ok: false, status: bet };
  const posted =
    amount > 0
      ? await transfer(ctx.tx, {
          kind: 'bet_payout',
          vertical: verticalOf(ctx.game),
          ref: { type: 'casino_transaction', id: `${ctx.providerId}:${txId}` },
          dedupeKey: dedupeKey(ctx, txId),
          memo: `${ctx.game.name}${WALLET_MEMO.credit}`,
          actorId: null,
          from: { house: 'house_casino' },
          to: { member: ctx.memberId, kind: 'casino' },
          amount,
        })
      : undefined;
  const balance =
    posted?.balances.find((b) => b.memberId === ctx.memberId)?.balanceAfter ?? (await casinoBalance(ctx));
  const result = {
    ok: true as const,
    balance,
    transactionId: String(posted?.transactionId ?? bet.ledgerTransactionId),
  };
  // Both statements go out together (pipelined on the transaction's connection): one wait, not two.
  await Promise.all([
    ctx.casino.settleBet(bet.id, { status: 'settled', at: ctx.now }, ctx.tx),
    record(
      ctx,
      {
        providerTxId: txId,
        action: 'credit',
        status: 'done',
        betTxId: bet.providerTxId,
        amount,
        ledgerTransactionId: posted?.transactionId ?? null,
      },
      result,
      ctx.now,
    ),
  ]);
  return result;
}

/**
 * A refund of a bet (`bet`: its row, read behind the member lock; a bet_cancel back to casino money), which also gives back the bonus rolling its stake counted.
 * When the bet has not arrived yet, a marker is written instead, so the late bet is refused; a rollback of a bet
 * already won or refunded is refused.
 */
export async function walletRollback(
  ctx: WalletMoneyContext,
  txId: string,
  betTxId: string,
  bet: CasinoTransactionRow | undefined,
): Promise<WalletMoneyResult> {
  if (!bet) {
    const result = { ok: true as const, balance: await casinoBalance(ctx), transactionId: '' };
    await record(
      ctx,
      {
        providerTxId: txId,
        action: 'rollback',
        status: 'marker',
        betTxId,
        amount: 0,
        ledgerTransactionId: null,
      },
      result,
      ctx.now,
    );
    return result;
  }
  const open = openBet(ctx, bet);
  if (typeof open === 'string') return { ok: false, status: open };
  const posted = await transfer(ctx.tx, {
    kind: 'bet_cancel',
    vertical: verticalOf(ctx.game),
    ref: { type: 'casino_transaction', id: `${ctx.providerId}:${txId}` },
    dedupeKey: dedupeKey(ctx, txId),
    memo: `${ctx.game.name}${WALLET_MEMO.rollback}`,
    actorId: null,
    from: { house: 'house_casino' },
    to: { member: ctx.memberId, kind: 'casino' },
    amount: open.amount,
  });
  const balance = posted.balances.find((b) => b.memberId === ctx.memberId)?.balanceAfter ?? 0;
  const result = { ok: true as const, balance, transactionId: String(posted.transactionId) };
  await ctx.casino.settleBet(
    open.id,
    { status: 'rolled_back', at: ctx.now, cancelAmount: open.amount },
    ctx.tx,
  );
  await reverseStakeRolling(
    ctx.tx,
    { casinoBetId: open.id },
    { actorId: null, reason: `${ctx.game.name} 베팅 취소 (${ctx.providerId} ${betTxId})` },
  );
  await record(
    ctx,
    {
      providerTxId: txId,
      action: 'rollback',
      status: 'done',
      betTxId,
      amount: open.amount,
      ledgerTransactionId: posted.transactionId,
    },
    result,
    ctx.now,
  );
  return result;
}
