import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../src/db/createSql';
import { createGroupCommit } from '../src/db/groupCommit';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

/** A promise the test settles by hand: it holds a batch open while the next one queues. */
function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

describe('group commit: the work queued on one key commits in one transaction', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase({ seed: false });
    await db.sql`CREATE TABLE gc_rows (label text PRIMARY KEY, xact bigint NOT NULL DEFAULT txid_current())`;
    // Deferred: a duplicate is found only at COMMIT, so a whole batch can fail after every piece succeeded.
    await db.sql`CREATE TABLE gc_deferred (value int, CONSTRAINT gc_deferred_unique UNIQUE (value)
      DEFERRABLE INITIALLY DEFERRED)`;
  });
  afterAll(() => db.drop());

  const insert = (label: string) => async (tx: Tx) => {
    await tx`INSERT INTO gc_rows (label) VALUES (${label})`;
    return label;
  };
  const refuse = (label: string) => async (tx: Tx) => {
    await tx`INSERT INTO gc_rows (label) VALUES (${label})`;
    throw new Error(`refused ${label}`);
  };
  const labels = async (prefix: string) =>
    db.sql<{ label: string; xact: number }[]>`
      SELECT label, xact FROM gc_rows WHERE label LIKE ${`${prefix}%`} ORDER BY label`;

  it('accepts and refuses each piece on its own, in one transaction, after the one commit', async () => {
    const groupCommit = createGroupCommit(db.sql);
    const hold = gate();
    const first = groupCommit.run(7, async (tx) => {
      await insert('a0')(tx);
      await hold.opened;
      return 'a0';
    });
    // Queued behind the running transaction of key 7: they form the next batch together.
    const batch = [
      groupCommit.run(7, insert('a1')),
      groupCommit.run(7, refuse('a2')),
      groupCommit.run(7, insert('a3')),
      groupCommit.run(7, refuse('a4')),
      groupCommit.run(7, insert('a5')),
    ].map((promise) =>
      promise.then(
        async (label) => {
          // Answered only once committed: another connection already sees the row.
          const [row] = await db.sql`SELECT label FROM gc_rows WHERE label = ${label}`;
          return row ? `committed ${label}` : `answered before commit ${label}`;
        },
        (error: Error) => error.message,
      ),
    );
    hold.open();
    expect(await first).toBe('a0');
    expect(await Promise.all(batch)).toEqual([
      'committed a1',
      'refused a2',
      'committed a3',
      'refused a4',
      'committed a5',
    ]);
    const rows = await labels('a');
    expect(rows.map((row) => row.label)).toEqual(['a0', 'a1', 'a3', 'a5']);
    // a1, a3 and a5 shared one transaction, not a0's.
    expect(new Set(rows.slice(1).map((row) => row.xact)).size).toBe(1);
    expect(rows[0]!.xact).not.toBe(rows[1]!.xact);
  });

  it('a batch whose commit fails answers every piece with the failure and leaves nothing', async () => {
    const groupCommit = createGroupCommit(db.sql);
    const hold = gate();
    const first = groupCommit.run('k', async (tx) => {
      await hold.opened;
      return insert('b0')(tx);
    });
    const doomed = [1, 2].map((n) =>
      groupCommit
        .run('k', async (tx) => {
          await tx`INSERT INTO gc_deferred (value) VALUES (42)`;
          return insert(`b${n}`)(tx);
        })
        .then(
          (label) => `acknowledged ${label}`,
          (error: { code?: string }) => error.code,
        ),
    );
    hold.open();
    expect(await first).toBe('b0');
    // 23505: the deferred unique check failed at COMMIT, after both pieces had succeeded.
    expect(await Promise.all(doomed)).toEqual(['23505', '23505']);
    expect((await labels('b')).map((row) => row.label)).toEqual(['b0']);
    expect(await db.sql`SELECT value FROM gc_deferred`).toEqual([]);
    // The key is usable again.
    expect(await groupCommit.run('k', insert('b3'))).toBe('b3');
  });

  it('keys do not wait for each other', async () => {
    const groupCommit = createGroupCommit(db.sql);
    const hold = gate();
    const held = groupCommit.run(1, async (tx) => {
      await hold.opened;
      return insert('c1')(tx);
    });
    expect(await groupCommit.run(2, insert('c2'))).toBe('c2');
    hold.open();
    expect(await held).toBe('c1');
  });
});
