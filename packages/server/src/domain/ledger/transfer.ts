import type { Tx } from '../../db/createSql';
import type { AccountRef } from './accountKinds';
import {
  type PostedTransaction,
  type Posting,
  type PostTransactionInput,
  postTransaction,
} from './postTransaction';

export interface TransferInput extends Omit<PostTransactionInput, 'postings'> {
  from: AccountRef;
  to: AccountRef;
  /** Positive whole won moved from `from` to `to`. */
  amount: number;
}

/**
 * The two postings of a transfer: `amount` out of `from`, into `to`.
 * @example const postings = transferPostings({ from: { member: 3, kind: 'emoney' }, to: { house: 'house_bets' }, amount: 5000 });
 */
export function transferPostings({
  from,
  to,
  amount,
}: Pick<TransferInput, 'from' | 'to' | 'amount'>): Posting[] {
  if (!Number.isSafeInteger(amount) || amount <= 0)
    throw new Error(`transfer amount must be a positive integer, got ${amount}`);
  return [
    { account: from, amount: -amount },
    { account: to, amount },
  ];
}

/**
 * The common two-line transaction: `amount` leaves one account and enters another.
 * @example await transfer(tx, { kind: 'point_to_emoney', actorId: 3, from: { member: 3, kind: 'point' }, to: { member: 3, kind: 'emoney' }, amount: 5000 });
 */
export function transfer(tx: Tx, { from, to, amount, ...rest }: TransferInput): Promise<PostedTransaction> {
  return postTransaction(tx, { ...rest, postings: transferPostings({ from, to, amount }) });
}
