import { maskName, maskNumber } from '@kbet/sdk';
import type { DownlineMemberRow } from '../../repositories/partnersRepository';

/**
 * A downline member as a partner or recommender may see it (compliance §10): holder name, phone and account
 * number masked.
 * @example downlineView(row).phone // '*******5678'
 */
export const downlineView = (row: DownlineMemberRow) => ({
  memberId: row.memberId,
  userId: row.userId,
  nickname: row.nickname,
  accountHolder: maskName(row.accountHolder ?? ''),
  phone: maskNumber(row.phoneNumber ?? ''),
  bankAccount: maskNumber(row.bankAccountNumber ?? ''),
  status: row.status,
  emoney: row.emoney,
  createdAt: row.createdAt.toISOString(),
});
