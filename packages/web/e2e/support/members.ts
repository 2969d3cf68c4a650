import type { Sql } from '../../../server/src/db/createSql';

/**
 * A fresh active member with member01's password (kbet1234) and empty wallets, for a flow that must not touch
 * the demo accounts other files use (self-exclusion cannot be undone).
 * @example await createMember(e.sql, 'rgtest01', '배제테스트');
 */
export async function createMember(sql: Sql, userId: string, nickname: string): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`
      INSERT INTO members (user_id, nickname, password_hash, role, type, account_holder, bank_code,
        bank_account_number, bank_account_password_hash, phone_number, birth_date, carrier_code)
      SELECT ${userId}, ${nickname}, password_hash, 1, 0, '테스트', bank_code, bank_account_number,
        bank_account_password_hash, '010' || lpad((floor(random() * 100000000))::int::text, 8, '0'), birth_date, carrier_code
      FROM members WHERE user_id = 'member01'`;
    await tx`
      INSERT INTO accounts (owner_member_id, kind)
      SELECT m.id, k.kind FROM members m CROSS JOIN (VALUES ('emoney'), ('casino'), ('point'), ('comp')) AS k (kind)
      WHERE m.user_id = ${userId}`;
  });
}
