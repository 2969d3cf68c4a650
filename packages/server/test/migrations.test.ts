import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/db/seedDemoData';
import { verifyPassword } from '../src/domain/auth/password';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

describe('migrations and demo seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('applies every migration once, in order, even when two servers start together', async () => {
    const [a, b] = await Promise.all([migrate(db.sql), migrate(db.sql)]);
    const applied = [...a!.applied, ...b!.applied];
    expect(applied).toEqual(['001_members_sessions.sql', '002_ledger_audit.sql', '003_settings_codes.sql']);
    expect((await migrate(db.sql)).applied).toEqual([]);
    const rows = await db.sql`SELECT version, name FROM schema_migrations ORDER BY version`;
    expect(rows.map((r) => [r.version, r.name])).toEqual([
      [1, 'members_sessions'],
      [2, 'ledger_audit'],
      [3, 'settings_codes'],
    ]);
  });

  it('seeds the demo into an empty database once', async () => {
    expect(await seedDemoData(db.sql)).toEqual({ seeded: true });
    expect(await seedDemoData(db.sql)).toEqual({ seeded: false });
    const members = await db.sql`SELECT user_id, role, type, password_hash FROM members ORDER BY user_id`;
    expect(members.map((m) => [m.userId, m.role, m.type])).toEqual(
      [...DEMO_ACCOUNTS]
        .map((a) => [a.userId, a.role, a.type])
        .sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(members.map((m) => m.userId)).toEqual(
      expect.arrayContaining(['member01', 'member05', 'partner01', 'partner02', 'recomm01', 'admin01']),
    );
    expect(members[0]?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(members[0]?.passwordHash, DEMO_PASSWORD)).toBe(true);
    const [code] = await db.sql`
      SELECT s.type, m.user_id FROM suggestion_codes s JOIN members m ON m.id = s.member_id WHERE s.code = 'KBET01'`;
    expect(code).toEqual({ type: 1, userId: 'recomm01' });
    const levels = await db.sql`SELECT level_code FROM banking_levels ORDER BY level_code`;
    expect(levels.map((l) => l.levelCode)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
  });

  it('ships the code lists: 39 Korean banks, birth dates and carriers', async () => {
    const banks = await db.sql`SELECT code_id, code_name FROM codes WHERE type = 'BANK' ORDER BY sort_order`;
    expect(banks).toHaveLength(39);
    expect(banks.map((b) => b.codeId)).toEqual(Array.from({ length: 39 }, (_, i) => String(i + 1)));
    expect(banks[0]).toEqual({ codeId: '1', codeName: 'KB국민은행' });
    expect(banks.map((b) => b.codeName)).toEqual(
      expect.arrayContaining(['신한은행', '카카오뱅크', '토스뱅크', '우체국']),
    );
    const carriers = await db.sql`SELECT code_name FROM codes WHERE type = 'CARRIER' ORDER BY sort_order`;
    expect(carriers.map((c) => c.codeName)).toEqual([
      'SKT',
      'KT',
      'LGU+',
      'SKT 알뜰폰',
      'KT 알뜰폰',
      'LGU+ 알뜰폰',
    ]);
    const [counts] = await db.sql`
      SELECT count(*) FILTER (WHERE type = 'BIRTH_MONTH')::int AS months, count(*) FILTER (WHERE type = 'DAY')::int AS days
      FROM codes`;
    expect(counts).toEqual({ months: 12, days: 31 });
    const [geo] = await db.sql`SELECT value FROM settings WHERE key = 'geo'`;
    expect(geo?.value).toEqual({ allowAll: true, allowedCountries: [], allowedCidrs: [] });
  });
});
