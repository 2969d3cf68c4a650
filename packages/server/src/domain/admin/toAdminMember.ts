import type { AdminMember } from '@kbet/sdk/admin';
import type { AdminMemberRow } from '../../repositories/adminMembersRepository';

/**
 * A member row as the staff list shows it.
 * @example const items = rows.map(toAdminMember);
 */
export const toAdminMember = (row: AdminMemberRow): AdminMember => ({
  id: row.id,
  userId: row.userId,
  nickname: row.nickname,
  status: row.status,
  role: row.role,
  type: row.type,
  banType: row.banType,
  withdrawalType: row.withdrawalType,
  createdAt: row.createdAt.toISOString(),
  emoney: row.emoney,
});
