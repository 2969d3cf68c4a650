import type { Db } from '@kbet/server/testing';

export interface FundMemberOptions {
  /** The member's wallet the money goes to; default 'emoney'. */
  wallet?: 'emoney' | 'casino';
  /** The ledger transaction's kind; default 'test_funding'. */
  kind?: string;
}

/**
 * Gives the member `amount` won out of the house's cash through the double-entry ledger: one post_transaction
 * (two postings, the audit row, the books), the call transfer makes, in `db`'s transaction or its own.
 * @example await fundMember(sql, member.id, 100_000, { wallet: 'casino' });
 */
export async function fundMember(
  db: Db,
  memberId: number,
  amount: number,
  { wallet = 'emoney', kind = 'test_funding' }: FundMemberOptions = {},
): Promise<void> {
  const postings = [
    { house: 'house_cash', amount: -amount },
    { member: memberId, kind: wallet, amount },
  ];
  const [first] = await db<{ outcome: string }[]>`
    SELECT outcome FROM post_transaction(${kind}, NULL, NULL, NULL, NULL, NULL, NULL, ${db.json(postings)}::jsonb)`;
  if (first?.outcome !== 'posted')
    throw new Error(`funding member ${memberId}: ${first?.outcome ?? 'no row'}`);
}
