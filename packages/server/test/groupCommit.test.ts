import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../src/db/createSql';
import { createBatchCommit, createGroupCommit, inTurn } from '../src/db/groupCommit';
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

  describe('runPipelined: a batch sent together', () => {
    /** A piece of one statement that refuses by returning a value (the label is taken), leaving nothing. */
    const claim = (label: string) => async (handle: Db) => {
      const rows =
        await handle`INSERT INTO gc_rows (label) VALUES (${label}) ON CONFLICT DO NOTHING RETURNING label`;
      return rows.length > 0 ? `took ${label}` : `refused ${label}`;
    };
    const queued = (groupCommit: ReturnType<typeof createGroupCommit>, key: string) => {
      const hold = gate();
      const first = groupCommit.runPipelined(key, async (tx) => {
        await hold.opened;
        return claim(`${key}0`)(tx);
      });
      return { hold, first };
    };

    it('runs the queued pieces in one transaction, each with its own answer, all after the commit', async () => {
      const groupCommit = createGroupCommit(db.sql);
      const { hold, first } = queued(groupCommit, 'p');
      const batch = ['p1', 'p2', 'p1', 'p3'].map((label) =>
        groupCommit.runPipelined('p', claim(label)).then(async (answer) => {
          const [row] = await db.sql`SELECT label FROM gc_rows WHERE label = ${label}`;
          return row ? answer : `answered before commit ${answer}`;
        }),
      );
      hold.open();
      expect(await first).toBe('took p0');
      expect(await Promise.all(batch)).toEqual(['took p1', 'took p2', 'refused p1', 'took p3']);
      const rows = await labels('p');
      expect(rows.map((row) => row.label)).toEqual(['p0', 'p1', 'p2', 'p3']);
      expect(new Set(rows.slice(1).map((row) => row.xact)).size).toBe(1);
    });

    it('a failing statement rolls the batch back, and the others then commit alone', async () => {
      const groupCommit = createGroupCommit(db.sql);
      const { hold, first } = queued(groupCommit, 'q');
      const broken = async (tx: Tx) => {
        await tx`INSERT INTO gc_rows (label, xact) VALUES ('q-broken', NULL)`;
        return 'broken';
      };
      const batch = [claim('q1'), broken, claim('q2')].map((work) =>
        groupCommit.runPipelined('q', work).catch((error: { code?: string }) => `failed ${error.code}`),
      );
      hold.open();
      expect(await first).toBe('took q0');
      // 23502: not null. The failed piece alone hears it; q1 and q2 ran again, each in its own transaction.
      expect(await Promise.all(batch)).toEqual(['took q1', 'failed 23502', 'took q2']);
      const rows = await labels('q');
      expect(rows.map((row) => row.label)).toEqual(['q0', 'q1', 'q2']);
      expect(rows[1]!.xact).not.toBe(rows[2]!.xact);
    });

    it('a lone piece runs its single form, without a transaction of its own', async () => {
      const groupCommit = createGroupCommit(db.sql);
      const single = () => claim('r-single')(db.sql);
      expect(await groupCommit.runPipelined('r', claim('r-work'), single)).toBe('took r-single');
    });

    it('inTurn runs read-then-write steps of one transaction one after another', async () => {
      await db.sql`CREATE TABLE gc_counter (n int NOT NULL)`;
      await db.sql`INSERT INTO gc_counter VALUES (0)`;
      await db.sql.begin(async (tx) => {
        const bump = () =>
          inTurn(tx, async () => {
            const [row] = await tx<{ n: number }[]>`SELECT n FROM gc_counter`;
            await tx`UPDATE gc_counter SET n = ${row!.n + 1}`;
          });
        await Promise.all(Array.from({ length: 10 }, bump));
      });
      expect(await db.sql`SELECT n FROM gc_counter`).toEqual([{ n: 10 }]);
    });
  });

  describe('createBatchCommit: the items in flight, of any wallets, as one call', () => {
    interface Item {
      wallet: number;
      label: string;
      hold?: Promise<void>;
    }
    // A batch inserts its items' rows with one statement; an item alone in a transaction of its own. A label
    // ending in "!" has no row to insert (NOT NULL), so it fails its batch and, alone, itself.
    const rowOf = (item: Item) => (item.label.endsWith('!') ? null : item.label);
    const calls: string[][] = [];
    const place = (lanes: number) =>
      createBatchCommit<Item, string>({
        lanes,
        key: (item) => item.wallet,
        run: async (items) => {
          calls.push(items.map((item) => item.label));
          await db.sql`INSERT INTO gc_rows (label) SELECT unnest(${items.map(rowOf)}::text[])`;
          return items.map((item) => `took ${item.label}`);
        },
        single: async (item) => {
          calls.push([item.label]);
          await item.hold;
          await db.sql`INSERT INTO gc_rows (label) VALUES (${rowOf(item)})`;
          return `alone ${item.label}`;
        },
      });
    const committed = (answer: Promise<string>, label: string) =>
      answer.then(async (said) => {
        const [row] = await db.sql`SELECT label FROM gc_rows WHERE label = ${label}`;
        return row ? said : `answered before commit ${said}`;
      });

    it('puts the items of several wallets queued meanwhile in one call and one transaction, after its commit', async () => {
      calls.length = 0;
      const placeItem = place(1);
      const hold = gate();
      const first = placeItem({ wallet: 1, label: 'w0', hold: hold.opened });
      const queued = [
        { wallet: 2, label: 'w1' },
        { wallet: 3, label: 'w2' },
        { wallet: 2, label: 'w3' },
      ].map((item) => committed(placeItem(item), item.label));
      hold.open();
      expect(await first).toBe('alone w0');
      expect(await Promise.all(queued)).toEqual(['took w1', 'took w2', 'took w3']);
      expect(calls).toEqual([['w0'], ['w1', 'w2', 'w3']]);
      const rows = await labels('w');
      expect(new Set(rows.slice(1).map((row) => row.xact)).size).toBe(1);
    });

    it('keeps a wallet another lane holds queued, in order, while other wallets go on', async () => {
      calls.length = 0;
      const placeItem = place(2);
      const hold = gate();
      const held = placeItem({ wallet: 1, label: 'h0', hold: hold.opened });
      const sameWallet = placeItem({ wallet: 1, label: 'h1' });
      // The second lane takes wallet 2 and leaves wallet 1's next item for when h0 is done.
      expect(await placeItem({ wallet: 2, label: 'h2' })).toBe('alone h2');
      expect(calls).toEqual([['h0'], ['h2']]);
      hold.open();
      expect(await Promise.all([held, sameWallet])).toEqual(['alone h0', 'alone h1']);
      expect(calls).toEqual([['h0'], ['h2'], ['h1']]);
    });

    it('sends the next batch of a wallet before answering the callers of the one that committed', async () => {
      calls.length = 0;
      const placeItem = place(1);
      const hold = gate();
      const answered: string[] = [];
      const answer = (item: Item) =>
        placeItem(item).then((said) => {
          // What had been sent by the time this caller ran on.
          answered.push(`${said} after ${calls.length} calls`);
        });
      const first = answer({ wallet: 1, label: 'n0', hold: hold.opened });
      const queued = [answer({ wallet: 1, label: 'n1' }), answer({ wallet: 1, label: 'n2' })];
      hold.open();
      await Promise.all([first, ...queued]);
      // n0's caller ran on only once n1 and n2 were on their way: a hot wallet's lock is not left idle meanwhile.
      expect(calls).toEqual([['n0'], ['n1', 'n2']]);
      expect(answered).toEqual(['alone n0 after 2 calls', 'took n1 after 2 calls', 'took n2 after 2 calls']);
    });

    it('runs a failed batch again item by item, so only the failing item fails', async () => {
      calls.length = 0;
      const placeItem = place(1);
      const hold = gate();
      const first = placeItem({ wallet: 1, label: 'f0', hold: hold.opened });
      const queued = ['f1', 'f2!', 'f3'].map((label, index) =>
        placeItem({ wallet: index + 2, label }).catch((error: { code?: string }) => `failed ${error.code}`),
      );
      hold.open();
      await first;
      // 23502: not null.
      expect(await Promise.all(queued)).toEqual(['alone f1', 'failed 23502', 'alone f3']);
      expect(calls).toEqual([['f0'], ['f1', 'f2!', 'f3'], ['f1'], ['f2!'], ['f3']]);
      expect((await labels('f')).map((row) => row.label)).toEqual(['f0', 'f1', 'f3']);
    });
  });
});
