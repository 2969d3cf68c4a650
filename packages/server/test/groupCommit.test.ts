import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../src/db/createSql';
import { type BatchTimings, createBatchCommit, createGroupCommit, inTurn } from '../src/db/groupCommit';
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
        // No gathering here (its own tests below): a lane takes what is queued the moment it frees.
        gatherMs: 0,
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
      }).place;
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

/** A timer that stands still until the test moves it; its sleeps wake when it is moved past their end. */
function manualTimer(tick = 0) {
  let now = 0;
  let sleepers: { until: number; wake: () => void }[] = [];
  const sleeps: number[] = [];
  return {
    sleeps,
    /** `tick` ms further on every read (a lane whose waits run out between two of its looks). */
    now: () => {
      now += tick;
      return now;
    },
    sleep: (ms: number) => {
      sleeps.push(ms);
      return new Promise<void>((wake) => sleepers.push({ until: now + ms, wake }));
    },
    advance(ms: number) {
      now += ms;
      const due = sleepers.filter((sleeper) => sleeper.until <= now);
      sleepers = sleepers.filter((sleeper) => sleeper.until > now);
      for (const sleeper of due) sleeper.wake();
    },
  };
}

/** Lets every promise callback and I/O turn queued so far run (the lane's, the callers'). */
const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('createBatchCommit: a wallet batch gathers the bets announced on their way', () => {
  interface Item {
    wallet: number;
    label: string;
    hold?: Promise<void>;
  }
  const setup = (fillFrom = 8, tick = 0, fillMs = 2) => {
    const timer = manualTimer(tick);
    const calls: string[][] = [];
    const placer = createBatchCommit<Item, string>({
      key: (item) => item.wallet,
      run: async (items) => {
        calls.push(items.map((item) => item.label));
        await Promise.all(items.map((item) => item.hold));
        return items.map((item) => `took ${item.label}`);
      },
      single: async (item) => {
        calls.push([item.label]);
        await item.hold;
        return `alone ${item.label}`;
      },
      gatherMs: 2,
      fillMs,
      fillIdleMs: 3,
      fillFrom,
      timer,
    });
    return { timer, calls, placer };
  };

  it('sends a lone announced bet on an idle wallet at once, with no wait started', async () => {
    const { timer, calls, placer } = setup();
    expect(await placer.announce(1).place({ wallet: 1, label: 'l0' })).toBe('alone l0');
    expect(calls).toEqual([['l0']]);
    expect(timer.sleeps).toEqual([]);
  });

  it('holds a wallet batch until its announced bets have arrived, then sends them as one call', async () => {
    const { calls, placer } = setup();
    const [a, b, c] = [placer.announce(1), placer.announce(1), placer.announce(1)];
    const first = a.place({ wallet: 1, label: 'g0' });
    await turn();
    expect(calls).toEqual([]);
    const second = b.place({ wallet: 1, label: 'g1' });
    await turn();
    expect(calls).toEqual([]);
    const third = c.place({ wallet: 1, label: 'g2' });
    expect(await Promise.all([first, second, third])).toEqual(['took g0', 'took g1', 'took g2']);
    expect(calls).toEqual([['g0', 'g1', 'g2']]);
  });

  it('stops waiting for a withdrawn bet (refused before its placement), and a withdrawal after placing is a no-op', async () => {
    const { timer, calls, placer } = setup();
    const [placed, refused] = [placer.announce(1), placer.announce(1)];
    const answer = placed.place({ wallet: 1, label: 'r0' });
    await turn();
    expect(calls).toEqual([]);
    refused.withdraw();
    placed.withdraw();
    expect(await answer).toBe('alone r0');
    expect(calls).toEqual([['r0']]);
    // Nothing is left on its way: the next lone bet goes at once.
    expect(await placer.announce(1).place({ wallet: 1, label: 'r1' })).toBe('alone r1');
    expect(timer.sleeps).toEqual([2]);
  });

  it('wakes no waiting lane when a placed bet is withdrawn (its handler ends, its response closes)', async () => {
    const { timer, calls, placer } = setup();
    const [a, b] = [placer.announce(1), placer.announce(1)];
    const first = a.place({ wallet: 1, label: 'w0' });
    await turn();
    expect(timer.sleeps).toEqual([2]);
    a.withdraw();
    a.withdraw();
    await turn();
    // Woken, the lane would have looked again and slept a second time for the same bet.
    expect(timer.sleeps).toEqual([2]);
    const second = b.place({ wallet: 1, label: 'w1' });
    expect(await Promise.all([first, second])).toEqual(['took w0', 'took w1']);
    expect(calls).toEqual([['w0', 'w1']]);
  });

  it('announcing withdraws the bet when its work fails before placing it, so no batch waits for it', async () => {
    const { timer, calls, placer } = setup();
    let refuse: () => void = () => {};
    const checks = new Promise<void>((resolve) => {
      refuse = resolve;
    });
    const failing = placer.announcing(1, async () => {
      await checks;
      throw new Error('refused');
    });
    const refusal = expect(failing).rejects.toThrow('refused');
    const answer = placer.announce(1).place({ wallet: 1, label: 'a0' });
    await turn();
    expect(calls).toEqual([]);
    refuse();
    await refusal;
    expect(await answer).toBe('alone a0');
    expect(timer.sleeps).toEqual([2]);
    // Placed through announcing, the bet goes as a lone one on the idle wallet, and nothing is left on its way.
    expect(await placer.announcing(1, (bet) => bet.place({ wallet: 1, label: 'a1' }))).toBe('alone a1');
    expect(await placer.announce(1).place({ wallet: 1, label: 'a2' })).toBe('alone a2');
    expect(timer.sleeps).toEqual([2]);
  });

  it('aside withdraws the bet while it waits (an in-play delay) and announces it again after', async () => {
    const { calls, placer } = setup();
    let endDelay: () => void = () => {};
    const delay = new Promise<void>((resolve) => {
      endDelay = resolve;
    });
    const delayed = placer.announce(1);
    const aside = delayed.aside(() => delay);
    // While the delayed bet stands aside, another bet of its wallet goes at once.
    expect(await placer.announce(1).place({ wallet: 1, label: 'd0' })).toBe('alone d0');
    endDelay();
    await aside;
    // On its way again: the next bet of the wallet waits for it and they go as one call.
    const next = placer.announce(1).place({ wallet: 1, label: 'd1' });
    await turn();
    expect(calls).toEqual([['d0']]);
    const last = delayed.place({ wallet: 1, label: 'd2' });
    expect(await Promise.all([next, last])).toEqual(['took d1', 'took d2']);
    expect(calls).toEqual([['d0'], ['d1', 'd2']]);
  });

  it('waits for an announced bet at most gatherMs of the timer', async () => {
    const { timer, calls, placer } = setup();
    const late = placer.announce(1);
    const answer = placer.announce(1).place({ wallet: 1, label: 't0' });
    await turn();
    timer.advance(1);
    await turn();
    expect(calls).toEqual([]);
    timer.advance(1);
    expect(await answer).toBe('alone t0');
    expect(calls).toEqual([['t0']]);
    // The late bet, placed after, goes on its own.
    expect(await late.place({ wallet: 1, label: 't1' })).toBe('alone t1');
  });

  it('waits only when nothing else would go: a bet of another wallet goes at once and takes the waiting one along', async () => {
    const { timer, calls, placer } = setup();
    placer.announce(1);
    const waiting = placer.announce(1).place({ wallet: 1, label: 'o0' });
    await turn();
    expect(calls).toEqual([]);
    expect(await placer.place({ wallet: 2, label: 'o1' })).toBe('took o1');
    expect(await waiting).toBe('took o0');
    expect(calls).toEqual([['o0', 'o1']]);
    expect(timer.sleeps).toEqual([2]);
  });

  it('joins bets queued behind a batch with the next bets of the callers it answered (groups taking turns join up)', async () => {
    const { calls, placer } = setup();
    let open: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      open = resolve;
    });
    // The caller of h0 comes back with its next bet as soon as it is answered, as a client in a loop does.
    const loop = placer
      .announce(1)
      .place({ wallet: 1, label: 'h0', hold })
      .then(async (said) => {
        const next = placer.announce(1);
        await turn();
        return [said, await next.place({ wallet: 1, label: 'h3' })];
      });
    await turn();
    const queued = ['h1', 'h2'].map((label) => placer.place({ wallet: 1, label }));
    open();
    expect(await loop).toEqual(['alone h0', 'took h3']);
    expect(await Promise.all(queued)).toEqual(['took h1', 'took h2']);
    expect(calls).toEqual([['h0'], ['h1', 'h2', 'h3']]);
  });

  it('sends bets queued behind a batch after gatherMs when its callers do not come back', async () => {
    const { timer, calls, placer } = setup();
    let open: () => void = () => {};
    const hold = new Promise<void>((resolve) => {
      open = resolve;
    });
    const first = placer.place({ wallet: 1, label: 'n0', hold });
    await turn();
    const queued = placer.place({ wallet: 1, label: 'n1' });
    open();
    expect(await first).toBe('alone n0');
    await turn();
    expect(calls).toEqual([['n0']]);
    timer.advance(2);
    expect(await queued).toBe('alone n1');
    expect(calls).toEqual([['n0'], ['n1']]);
  });

  describe('a batch waits for the bets of any wallet on their way while the other lane has a call in flight, or many', () => {
    /** A call of wallet 1 in flight in one lane until `open`, and what it answers. */
    const inFlight = (placer: ReturnType<typeof setup>['placer']) => {
      let open: () => void = () => {};
      const hold = new Promise<void>((resolve) => {
        open = resolve;
      });
      return { answer: placer.place({ wallet: 1, label: 'x0', hold }), open };
    };

    it('never delays a lone bet on an idle server, nor one with fewer than fillFrom bets in flight', async () => {
      const { timer, calls, placer } = setup(3);
      expect(await placer.announce(4).place({ wallet: 4, label: 'i0' })).toBe('alone i0');
      placer.announce(2);
      expect(await placer.announce(4).place({ wallet: 4, label: 'i1' })).toBe('alone i1');
      expect(calls).toEqual([['i0'], ['i1']]);
      expect(timer.sleeps).toEqual([]);
    });

    it('with no call in flight, waits for the bets on their way once fillFrom bets are queued or on their way', async () => {
      const { calls, placer } = setup(3);
      const [b, c] = [placer.announce(2), placer.announce(3)];
      const first = placer.announce(1).place({ wallet: 1, label: 'w0' });
      await turn();
      expect(calls).toEqual([]);
      const rest = [b.place({ wallet: 2, label: 'w1' }), c.place({ wallet: 3, label: 'w2' })];
      expect(await Promise.all([first, ...rest])).toEqual(['took w0', 'took w1', 'took w2']);
      expect(calls).toEqual([['w0', 'w1', 'w2']]);
    });

    it('sends at once when nothing is on its way', async () => {
      const { timer, calls, placer } = setup();
      const first = inFlight(placer);
      expect(await placer.place({ wallet: 2, label: 'e0' })).toBe('alone e0');
      expect(calls).toEqual([['x0'], ['e0']]);
      expect(timer.sleeps).toEqual([]);
      first.open();
      await first.answer;
    });

    it('holds the batch until the announced bets of other wallets arrive, then sends them as one call', async () => {
      const { calls, placer } = setup();
      const first = inFlight(placer);
      const [b, c] = [placer.announce(2), placer.announce(3)];
      const second = b.place({ wallet: 2, label: 'f0' });
      await turn();
      expect(calls).toEqual([['x0']]);
      const third = c.place({ wallet: 3, label: 'f1' });
      expect(await Promise.all([second, third])).toEqual(['took f0', 'took f1']);
      expect(calls).toEqual([['x0'], ['f0', 'f1']]);
      first.open();
      expect(await first.answer).toBe('alone x0');
    });

    it('waits at most fillMs of the timer', async () => {
      const { timer, calls, placer } = setup();
      const first = inFlight(placer);
      placer.announce(3);
      const second = placer.announce(2).place({ wallet: 2, label: 'm0' });
      await turn();
      timer.advance(1);
      await turn();
      expect(calls).toEqual([['x0']]);
      timer.advance(1);
      expect(await second).toBe('alone m0');
      expect(calls).toEqual([['x0'], ['m0']]);
      first.open();
      await first.answer;
    });

    it('with no call in flight, waits fillIdleMs, not fillMs, for the bets on their way', async () => {
      const { timer, calls, placer } = setup(3);
      placer.announce(2);
      placer.announce(3);
      const first = placer.announce(1).place({ wallet: 1, label: 'n0' });
      await turn();
      timer.advance(2);
      await turn();
      // fillMs has passed: a wait beside a call in flight would have ended here.
      expect(calls).toEqual([]);
      timer.advance(1);
      expect(await first).toBe('alone n0');
      expect(calls).toEqual([['n0']]);
    });

    it('with no call in flight, goes once the bets it began waiting for are queued, not for those announced since', async () => {
      const { timer, calls, placer } = setup(3);
      const [b, c] = [placer.announce(2), placer.announce(3)];
      const first = placer.announce(1).place({ wallet: 1, label: 't0' });
      await turn();
      expect(calls).toEqual([]);
      // Arrives after the wait began (an open loop's next bet): not waited for.
      const late = placer.announce(4);
      const rest = [b.place({ wallet: 2, label: 't1' }), c.place({ wallet: 3, label: 't2' })];
      expect(await Promise.all([first, ...rest])).toEqual(['took t0', 'took t1', 'took t2']);
      expect(calls).toEqual([['t0', 't1', 't2']]);
      expect(timer.now()).toBe(0);
      late.withdraw();
    });

    it('waits for a queued wallet its own bets on their way once, gatherMs, not fillMs again after it', async () => {
      const { timer, calls, placer } = setup();
      const first = inFlight(placer);
      placer.announce(2);
      const second = placer.announce(2).place({ wallet: 2, label: 'o0' });
      await turn();
      expect(calls).toEqual([['x0']]);
      timer.advance(2);
      expect(await second).toBe('alone o0');
      expect(calls).toEqual([['x0'], ['o0']]);
      first.open();
      await first.answer;
    });

    it('counts a bet announced before its wallet is known, then as its wallet’s once named', async () => {
      const { calls, placer } = setup();
      const first = inFlight(placer);
      // A request that has just arrived (not yet authenticated): its wallet is not known.
      const early = placer.announce();
      const second = placer.announce(2).place({ wallet: 2, label: 'k0' });
      await turn();
      expect(calls).toEqual([['x0']]);
      early.identify(3);
      await turn();
      expect(calls).toEqual([['x0']]);
      const third = early.place({ wallet: 3, label: 'k1' });
      expect(await Promise.all([second, third])).toEqual(['took k0', 'took k1']);
      expect(calls).toEqual([['x0'], ['k0', 'k1']]);
      first.open();
      await first.answer;
    });

    it('stops waiting for a bet withdrawn before its wallet was known (a request refused before its handler)', async () => {
      const { timer, calls, placer } = setup();
      const first = inFlight(placer);
      const refused = placer.announce();
      const second = placer.announce(2).place({ wallet: 2, label: 'u0' });
      await turn();
      expect(calls).toEqual([['x0']]);
      refused.withdraw();
      // A later identify of a withdrawn bet counts nothing again.
      refused.identify(3);
      expect(await second).toBe('alone u0');
      expect(timer.now()).toBe(0);
      first.open();
      await first.answer;
    });

    it('keeps its count of the bets on their way exact through announcements, namings, queues and batches', async () => {
      const { timer, calls, placer } = setup(2);
      const hold = gate();
      const held = placer.place({ wallet: 1, label: 'y0', hold: hold.opened });
      // Bets of the held wallet, of a queued wallet, of wallets not known yet, placed, withdrawn and set aside.
      const aside = placer.announce();
      expect(await aside.aside(async () => 'delayed')).toBe('delayed');
      aside.identify(4);
      aside.withdraw();
      const [a, b, c, d] = [placer.announce(1), placer.announce(), placer.announce(2), placer.announce()];
      const queued = placer.place({ wallet: 2, label: 'y1' });
      b.identify(2);
      d.identify(1);
      const answers = [a.place({ wallet: 1, label: 'y2' }), c.place({ wallet: 2, label: 'y3' })];
      b.withdraw();
      d.withdraw();
      hold.open();
      // The held wallet's next bet waits gatherMs for the callers its batch answered.
      for (let step = 0; step < 3; step += 1) {
        await turn();
        timer.advance(2);
      }
      await Promise.all([held, queued, ...answers]);
      expect(calls.flat().sort()).toEqual(['y0', 'y1', 'y2', 'y3']);
      // Nothing is on its way any more: with a call in flight, the next bet goes at once, without a wait.
      const sleeps = timer.sleeps.length;
      const first = inFlight(placer);
      const next = placer.place({ wallet: 5, label: 'y4' });
      await turn();
      expect(calls.at(-1)).toEqual(['y4']);
      expect(timer.sleeps.length).toBe(sleeps);
      timer.advance(2);
      first.open();
      expect(await Promise.all([first.answer, next])).toEqual(['alone x0', 'alone y4']);
    });

    it('counts a held wallet’s bet on its way for the fill once the wallet’s batch has committed', async () => {
      const { timer, calls, placer } = setup();
      const hold = gate();
      const held = placer.place({ wallet: 1, label: 'z0', hold: hold.opened });
      // Announced while its wallet is held: the wallet's lane will take it, no fill waits for it yet.
      const onItsWay = placer.announce(1);
      hold.open();
      expect(await held).toBe('alone z0');
      // z0's caller has not come back within fillMs: no longer waited for.
      timer.advance(2);
      const busy = gate();
      const inFlightCall = placer.place({ wallet: 9, label: 'z1', hold: busy.opened });
      const second = placer.place({ wallet: 2, label: 'z2' });
      await turn();
      expect(calls).toEqual([['z0'], ['z1']]);
      const third = onItsWay.place({ wallet: 1, label: 'z3' });
      expect(await Promise.all([second, third])).toEqual(['took z2', 'took z3']);
      expect(calls).toEqual([['z0'], ['z1'], ['z2', 'z3']]);
      busy.open();
      await inFlightCall;
    });

    it('takes again at once, with no sleep, when the wait ran out between the take and the sleep', async () => {
      // A clock 2 ms further on every read: the fill wait a take starts has run out by the lane's next look.
      const { timer, calls, placer } = setup(8, 2);
      const sleeps = timer.sleeps;
      const first = inFlight(placer);
      placer.announce(3);
      const second = placer.announce(2).place({ wallet: 2, label: 'q0' });
      await turn();
      await turn();
      expect(calls).toEqual([['x0'], ['q0']]);
      expect(sleeps).toEqual([]);
      expect(await second).toBe('alone q0');
      first.open();
      await first.answer;
    });

    it('publishes each batch’s queue waits, call time and fill wait while the timings channel has a subscriber', async () => {
      const { timer, placer } = setup();
      const published: BatchTimings[] = [];
      const listen = (message: unknown) => published.push(message as BatchTimings);
      subscribe('kbet:batch-commit', listen);
      try {
        const first = inFlight(placer);
        placer.announce(3);
        const second = placer.announce(2).place({ wallet: 2, label: 'p0' });
        await turn();
        timer.advance(1);
        await turn();
        timer.advance(1);
        expect(await second).toBe('alone p0');
        timer.advance(3);
        first.open();
        await first.answer;
        // p0 waited the whole fill (2 ms) in the queue, then its call answered at once; x0's call took 5 ms.
        expect(published).toEqual([
          { queuedMs: [2], callMs: 0, filledMs: 2 },
          { queuedMs: [0], callMs: 5, filledMs: 0 },
        ]);
      } finally {
        unsubscribe('kbet:batch-commit', listen);
      }
    });

    it('when the call in flight ends, waits for the callers it answered at most fillMs more', async () => {
      const { timer, calls, placer } = setup();
      const first = inFlight(placer);
      placer.announce(3);
      const second = placer.announce(2).place({ wallet: 2, label: 'c0' });
      await turn();
      expect(calls).toEqual([['x0']]);
      first.open();
      expect(await first.answer).toBe('alone x0');
      // x0's caller is on its way back: c0 waits for it, not for ever.
      await turn();
      timer.advance(1);
      await turn();
      expect(calls).toEqual([['x0']]);
      timer.advance(1);
      expect(await second).toBe('alone c0');
      expect(calls).toEqual([['x0'], ['c0']]);
    });

    it('sends a lone bet beside a call of many with that call’s callers when they come back (7 + 1 evens out)', async () => {
      const { timer, calls, placer } = setup();
      // A call of three bets in flight: the wallet's bets queued behind its lone call go together.
      const hold = gate();
      const lone = placer.place({ wallet: 1, label: 's0' });
      const three = ['s1', 's2', 's3'].map((label) => placer.place({ wallet: 1, label, hold: hold.opened }));
      expect(await lone).toBe('alone s0');
      timer.advance(2);
      await turn();
      expect(calls).toEqual([['s0'], ['s1', 's2', 's3']]);
      // A bet of another wallet, nothing announced: beside the call of three it waits for its share (2 of 4).
      const odd = placer.place({ wallet: 2, label: 'b0' });
      await turn();
      expect(calls).toEqual([['s0'], ['s1', 's2', 's3']]);
      // The three callers are answered and come back with bets on any wallets, as clients in a loop do.
      hold.open();
      await Promise.all(three);
      const back = [3, 4, 5].map((wallet) => placer.announce(wallet));
      const next: Promise<string>[] = [];
      for (const [index, announced] of back.entries()) {
        next.push(announced.place({ wallet: index + 3, label: `r${index}` }));
        await turn();
      }
      expect(await Promise.all([odd, ...next])).toEqual(['took b0', 'took r0', 'took r1', 'took r2']);
      expect(calls.slice(2)).toEqual([
        ['b0', 'r0'],
        ['r1', 'r2'],
      ]);
    });

    it('leaves the callers of a wallet with bets queued to its gathering: they are not waited for again by the fill', async () => {
      const { timer, calls, placer } = setup(8, 0, 4);
      const hold = gate();
      const lone = placer.place({ wallet: 1, label: 'g0' });
      const three = ['g1', 'g2', 'g3'].map((label) => placer.place({ wallet: 1, label, hold: hold.opened }));
      expect(await lone).toBe('alone g0');
      timer.advance(2);
      await turn();
      expect(calls).toEqual([['g0'], ['g1', 'g2', 'g3']]);
      const behind = placer.place({ wallet: 1, label: 'g4' });
      hold.open();
      await Promise.all(three);
      // The wallet's three callers do not come back: g4 waits gatherMs for them, and no fill after it.
      await turn();
      expect(calls).toHaveLength(2);
      timer.advance(2);
      expect(await behind).toBe('alone g4');
      expect(timer.now()).toBe(4);
    });

    it('beside a call, goes with its share and leaves the other bets on their way to the next call', async () => {
      const { calls, placer } = setup();
      const first = inFlight(placer);
      const announced = [2, 3, 4, 5].map((wallet) => placer.announce(wallet));
      const placed = announced
        .slice(0, 3)
        .map((bet, index) => bet.place({ wallet: index + 2, label: `v${index}` }));
      // Share of 3 queued, 1 on its way and x0 in flight on 2 lanes: 3.
      expect(await Promise.all(placed)).toEqual(['took v0', 'took v1', 'took v2']);
      expect(calls).toEqual([['x0'], ['v0', 'v1', 'v2']]);
      announced[3]?.withdraw();
      first.open();
      await first.answer;
    });
  });
});
