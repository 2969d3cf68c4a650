import type { LedgerAccountRefs, LedgerRepository } from '../../repositories/ledgerRepository';
import type { AccountKind, AccountRef } from './accountKinds';
import type { Posting } from './postTransaction';

export interface AccountRow {
  id: number;
  ownerMemberId: number | null;
  kind: AccountKind;
}

/** The key an account reference resolves under (by id, house kind, or member and kind). */
export const refKey = (ref: AccountRef): string =>
  'id' in ref ? `id:${ref.id}` : 'house' in ref ? `house:${ref.house}` : `member:${ref.member}:${ref.kind}`;

/** The members, account ids and house kinds that the postings name. */
export const accountRefs = (postings: readonly Posting[]): LedgerAccountRefs => ({
  memberIds: [...new Set(postings.flatMap(({ account }) => ('member' in account ? [account.member] : [])))],
  ids: postings.flatMap(({ account }) => ('id' in account ? [account.id] : [])),
  houseKinds: [...new Set(postings.flatMap(({ account }) => ('house' in account ? [account.house] : [])))],
});

/**
 * The accounts the postings name, for the bulk path (postTransactions; single postings resolve inside
 * post_transaction). A house account is its shard for this database transaction (house_account_id), so
 * concurrent transactions post to different house rows.
 * @example const byKey = await resolveAccounts(ledger, accountRefs(postings)); byKey.get(refKey(posting.account))
 */
export async function resolveAccounts(
  ledger: LedgerRepository,
  refs: LedgerAccountRefs,
): Promise<Map<string, AccountRow>> {
  const rows = await ledger.accounts(refs);
  const byKey = new Map<string, AccountRow>();
  for (const { houseShard, ...row } of rows) {
    byKey.set(`id:${row.id}`, row);
    if (houseShard) byKey.set(`house:${row.kind}`, row);
    else if (row.ownerMemberId !== null) byKey.set(`member:${row.ownerMemberId}:${row.kind}`, row);
  }
  return byKey;
}
