import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../src/demo/seedDemoData';
import { verifyPassword } from '../src/domain/auth/password';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

describe('migrations and demo seed', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase({ migrate: false });
  });
  afterAll(() => db.drop());

  it('applies every migration once, in order, even when two servers start together', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    // A file migrate() cannot name would be skipped silently; a number used twice would run only once.
    const parsed = files.map((file) => /^(\d{3})_([a-z0-9_]+)\.sql$/.exec(file));
    expect(files.filter((_, i) => !parsed[i])).toEqual([]);
    const expected = parsed.map((match) => [Number(match![1]), match![2]] as const);
    expect(new Set(expected.map(([version]) => version)).size).toBe(files.length);
    expect(expected.slice(0, 3)).toEqual([
      [1, 'members_sessions'],
      [2, 'ledger_audit'],
      [3, 'settings_codes'],
    ]);

    const [a, b] = await Promise.all([migrate(db.sql), migrate(db.sql)]);
    // One server applies everything in order; the other waits on the lock and finds nothing left.
    expect([a!.applied, b!.applied].filter((applied) => applied.length > 0)).toEqual([files]);
    expect((await migrate(db.sql)).applied).toEqual([]);
    const rows = await db.sql`SELECT version, name FROM schema_migrations ORDER BY applied_at, version`;
    expect(rows.map((r) => [r.version, r.name])).toEqual(expected);
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
