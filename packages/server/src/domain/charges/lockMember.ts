import type { Db } from '../../db/createSql';
import { createMembersRepository, type MemberRow } from '../../repositories/membersRepository';
import { domainErrors } from '../errors/domainErrors';

/**
 * Locks the member row and returns it as it is now (lock order: members, then charges, then accounts).
 * Every money request of one member runs one at a time behind this lock.
 * @example const member = await lockMember(tx, charge.memberId);
 */
export async function lockMember(db: Db, memberId: number): Promise<MemberRow> {
  const row = await createMembersRepository(db).lockById(memberId, db);
  if (!row) throw domainErrors.notFound();
  return row;
}
