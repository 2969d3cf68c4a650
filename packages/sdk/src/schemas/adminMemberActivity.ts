import * as z from 'zod/mini';
import { VerticalSchema } from './adminPartners';
import { Id, IsoDateTime, IsoDay, int, page, SignedWon, str, Text, Won } from './common';

// A member's money and bets as staff read them (/admin-api/members/{userId}/transactions and /bets): kbet's own
// shapes, read from the ledger, so every vertical (sports, mini-games, virtuals, casino, slots) is included.

/** GET /admin-api/members/{userId}/transactions: 20 a page, newest first; inclusive Korean days. */
export const AdminMemberTransactionsQuery = z.object({
  page: z.optional(Id),
  /** A ledger kind: bet_stake, bet_payout, deposit, withdrawal, … */
  kind: z.optional(str(1, 64)),
  vertical: z.optional(VerticalSchema),
  from: z.optional(IsoDay),
  to: z.optional(IsoDay),
}); // kbet's own shape

/** One posting on one of the member's accounts, with the ledger transaction it belongs to. */
export const AdminMemberTransaction = z.object({
  transactionId: Id,
  createdAt: IsoDateTime,
  kind: Text,
  vertical: z.nullable(VerticalSchema),
  /** The member's account moved: emoney, casino, point or comp. */
  account: Text,
  amount: SignedWon,
  balanceAfter: Won,
  /** What the transaction is about, `type:id` (a bet slip, a charge, a casino round …). */
  ref: z.nullable(z.string()),
  memo: z.nullable(z.string()),
}); // kbet's own shape

export const AdminMemberTransactionPage = page(AdminMemberTransaction); // kbet's own shape

/** GET /admin-api/members/{userId}/bets: 20 a page, newest first; inclusive Korean days of placement. */
export const AdminMemberBetsQuery = z.object({
  page: z.optional(Id),
  vertical: z.optional(VerticalSchema),
  from: z.optional(IsoDay),
  to: z.optional(IsoDay),
}); // kbet's own shape

/** One bet of any vertical: the ledger movements of one reference (a slip, a casino round), summed. */
export const AdminMemberBet = z.object({
  /** `type:id`: bet_slip:123 for sports, mini-games and virtuals, the provider's round for casino and slots. */
  ref: Text,
  vertical: VerticalSchema,
  placedAt: IsoDateTime,
  lastMovedAt: IsoDateTime,
  /** Accepted stake net of cancels, refunds and voids. */
  stake: Won,
  /** Payouts net of reversals. */
  payout: Won,
  /** payout − stake, the member's result. */
  net: SignedWon,
  /** The slip's status (spec §4 win flag: 0 waiting, 1 won, 2 lost, …) for sports, mini-games and virtuals; null for casino and slots. */
  slipStatus: z.nullable(int(-1, 5)),
  /** The ledger movements summed. */
  moves: int(1, 1_000_000),
}); // kbet's own shape

export const AdminMemberBetPage = page(AdminMemberBet); // kbet's own shape

export type AdminMemberTransactionsQuery = z.infer<typeof AdminMemberTransactionsQuery>;
export type AdminMemberTransaction = z.infer<typeof AdminMemberTransaction>;
export type AdminMemberTransactionPage = z.infer<typeof AdminMemberTransactionPage>;
export type AdminMemberBetsQuery = z.infer<typeof AdminMemberBetsQuery>;
export type AdminMemberBet = z.infer<typeof AdminMemberBet>;
export type AdminMemberBetPage = z.infer<typeof AdminMemberBetPage>;
