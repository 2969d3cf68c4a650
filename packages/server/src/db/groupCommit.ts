import { channel } from 'node:diagnostics_channel';
import type { Sql, Tx } from './createSql';

export interface GroupCommitOptions {
  /** The most pieces of work one transaction takes; the rest wait for the next. */
  maxBatch?: number;
}

export interface GroupCommit {
  /**
   * Runs `work` in a transaction shared with the other work queued under the same key, and settles with
   * its own result or error once that transaction has committed (or failed to).
   */
  run<T>(key: string | number, work: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Like run, but the queued work of a key starts all at once on the shared transaction, so the
   * statements of a whole batch go out together (one round trip for a batch of one-statement pieces).
   * For work that refuses by returning a value and leaves nothing behind when it does (a statement that
   * undoes its own refusal): any rejection rolls the batch back, and each of its pieces then runs again in
   * a transaction of its own, so only the failing piece fails. Steps after the first statement that read
   * and write rows other pieces also touch go through inTurn. `single`, when given, runs a piece that has
   * the transaction to itself instead (one statement needs no BEGIN and COMMIT of its own).
   */
  runPipelined<T>(key: string | number, work: (tx: Tx) => Promise<T>, single?: () => Promise<T>): Promise<T>;
}

interface Pending {
  work: (tx: Tx) => Promise<unknown>;
  single?: () => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const settle = async (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

const turns = new WeakMap<Tx, Promise<unknown>>();
const ignore = () => undefined;

/**
 * Runs `step` after the steps earlier given to inTurn on the same transaction have finished: the pieces of a
 * pipelined batch share one connection, so a read-then-write of rows they share must not interleave.
 * @example await inTurn(tx, () => recordRollingProgress(tx, memberId, stake));
 */
export function inTurn<T>(tx: Tx, step: () => Promise<T>): Promise<T> {
  const next = (turns.get(tx) ?? Promise.resolve()).then(step);
  turns.set(tx, next.then(ignore, ignore));
  return next;
}

/**
 * Group commit per key (a wallet): while one transaction of a key runs, the work arriving for that key
 * queues, and the queue then runs in one transaction, each piece in its own savepoint. A refused piece
 * (its error) rolls back its savepoint only and the others carry on; one commit (one WAL flush) then
 * makes them all durable, and only after it does any caller get its answer. A failed commit fails every
 * piece that had succeeded, so no caller hears "done" for work that was not committed. Work of one key
 * queues on the same row locks anyway (the member's); this turns that queue into one commit per batch
 * instead of one per bet. A lone piece runs with no savepoint, exactly as its own transaction.
 * @example const groupCommit = createGroupCommit(sql); await groupCommit.run(member.id, (tx) => placeBet(tx, params));
 */
export function createGroupCommit(sql: Sql, { maxBatch = 64 }: GroupCommitOptions = {}): GroupCommit {
  const queues = new Map<string | number, Pending[]>();
  const pipelinedQueues = new Map<string | number, Pending[]>();

  async function runBatch(batch: Pending[]): Promise<void> {
    let outcomes: Outcome[] = [];
    const committed = await settle(
      sql.begin(async (tx) => {
        if (batch.length === 1) {
          outcomes = [{ ok: true, value: await batch[0]!.work(tx) }];
          return;
        }
        outcomes = [];
        for (const pending of batch) outcomes.push(await settle(tx.savepoint((sp) => pending.work(sp))));
      }),
    );
    batch.forEach((pending, index) => {
      const outcome = outcomes[index];
      if (committed.ok && outcome?.ok) pending.resolve(outcome.value);
      // A refused piece hears its own refusal; the others of a failed commit hear why it failed.
      else if (outcome && !outcome.ok) pending.reject(outcome.error);
      else pending.reject(committed.ok ? new Error('group commit lost a result') : committed.error);
    });
  }

  const alone = async (pending: Pending): Promise<void> =>
    (pending.single ? pending.single() : sql.begin((tx) => pending.work(tx))).then(
      pending.resolve,
      pending.reject,
    );

  async function runPipelinedBatch(batch: Pending[]): Promise<void> {
    if (batch.length === 1) return alone(batch[0]!);
    let values: unknown[] = [];
    const committed = await settle(
      sql.begin(async (tx) => {
        const outcomes = await Promise.all(batch.map((pending) => settle(pending.work(tx))));
        values = [];
        for (const outcome of outcomes) {
          // A failed statement has aborted the shared transaction: nothing of it may commit.
          if (!outcome.ok) throw outcome.error;
          values.push(outcome.value);
        }
      }),
    );
    if (committed.ok) {
      for (const [index, pending] of batch.entries()) pending.resolve(values[index]);
      return;
    }
    // Nothing of the batch committed (or, if the commit's answer was lost, its idempotency keys replay it).
    for (const pending of batch) await alone(pending);
  }

  async function drain(
    key: string | number,
    queue: Pending[],
    from: Map<string | number, Pending[]>,
    runOne: (batch: Pending[]) => Promise<void>,
  ): Promise<void> {
    for (let batch = queue.splice(0, maxBatch); batch.length > 0; batch = queue.splice(0, maxBatch))
      await runOne(batch);
    from.delete(key);
  }

  const enqueue = <T>(
    from: Map<string | number, Pending[]>,
    runOne: (batch: Pending[]) => Promise<void>,
    key: string | number,
    work: (tx: Tx) => Promise<T>,
    single?: () => Promise<T>,
  ): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const pending: Pending = { work, single, resolve: (value) => resolve(value as T), reject };
      const queue = from.get(key);
      if (queue) {
        queue.push(pending);
        return;
      }
      const started: Pending[] = [pending];
      from.set(key, started);
      void drain(key, started, from, runOne);
    });

  return {
    run: (key, work) => enqueue(queues, runBatch, key, work),
    runPipelined: (key, work, single) => enqueue(pipelinedQueues, runPipelinedBatch, key, work, single),
  };
}

export interface BatchCommitOptions<I, O> {
  /** The wallet an item moves: a wallet is in one running batch at most, and its items keep their order. */
  key: (item: I) => string | number;
  /**
   * A batch's items in one call that has committed when it answers (one statement of its own, with no BEGIN and
   * COMMIT round trips, or a transaction it opens): one answer each, in their order.
   */
  run: (items: I[]) => Promise<O[]>;
  /** One item in a transaction of its own: a batch of one, and each item of a batch that failed. */
  single: (item: I) => Promise<O>;
  /** The most items one batch takes. */
  maxBatch?: number;
  /**
   * How many batches run at once, each on a connection of its own. Few: a set-based call's cost is mostly
   * per call (about 3 ms of PostgreSQL CPU alone, 1 ms per bet in 8, 0.4 in 64, measured on 2 cores), so
   * the bets in flight are better placed in a few large batches than in many small ones; two keep both
   * cores of PostgreSQL busy.
   */
  lanes?: number;
  /**
   * The longest a wallet's queued items wait for its bets on their way (announced, or answered by the batch
   * that just committed while more of the wallet's queued) before they go without them, in timer milliseconds.
   * They wait only while every queued item not held by a lane waits (a hot wallet's own queue).
   * 4: on the loaded 2-core machine 2 ms often ended before an HTTP client's next bet had come back (batches of
   * 3.9 instead of 5.7; docs/benchmarks.md, seventh pass, branch hot2); 0 turns gathering off.
   */
  gatherMs?: number;
  /**
   * The longest a lane holds back a batch for the bets of other wallets, in timer milliseconds: while another lane's
   * call is in flight or its callers were answered less than fillMs ago, until the batch has its lane's share of the
   * bets queued, on their way, in that call and coming back from it; or, with none of those, when at least fillFrom
   * bets are queued or on their way. At 8 clients on spread wallets a lane that frees otherwise sends the 2-3 bets
   * queued that moment and the rest of the clients' bets, a read away, go in the next call (2.4 bets a call; a
   * call costs mostly per call), and groups taking turns drift to 7 + 1, the one paying a call of its own.
   * 4, as gatherMs; 0 turns it off.
   */
  fillMs?: number;
  /**
   * fillMs for a wait that starts with no call in flight (at least fillFrom bets queued or on their way): then no
   * call's end cuts it short and PostgreSQL has nothing of this placer's to run meanwhile, so a longer wait costs
   * the bets waiting and nothing else, while a batch sent before its last one or two bets arrive leaves them to a
   * call of their own. 8: on the shared 2-core machine the 8 clients' HTTP bets reached the placer more than 4 ms
   * apart and 4 ms waits went with 5-6 of them (docs/benchmarks.md, sixteenth pass, branch bat16). Such a wait ends
   * once the bets queued and on their way when it began are queued, so an open loop's steady arrivals do not stretch
   * it; beside a call in flight the wait stays fillMs.
   */
  fillIdleMs?: number;
  /**
   * The fewest bets, queued and on their way, for which a lane with no other call in flight waits (fillIdleMs) for
   * those on their way. 6: a server with a few bets in flight sends each at once, as before; 8 clients' bets go
   * as one call of 8 (about half the CPU a bet of calls of 2-3; docs/benchmarks.md, eleventh pass, branch bat11).
   */
  fillFrom?: number;
  /**
   * The time in milliseconds and a wait on it: performance.now and setTimeout, not the app's clock (the wait is
   * for requests in flight, and a test's clock standing still must not hold placements). Unit tests pass their own.
   */
  timer?: GatherTimer;
}

export interface GatherTimer {
  now(): number;
  sleep(ms: number): Promise<void>;
}

/** A bet on its way to a wallet's queue: placed (the announcement ends as it queues), or withdrawn. */
export interface Announcement<I, O> {
  /**
   * Names the wallet of a bet announced before it was known (a request not yet authenticated): from here on it is
   * that wallet's bet on its way (its gathering's). No-op once named, placed or withdrawn.
   */
  identify(key: string | number): void;
  place(item: I): Promise<O>;
  /** The bet will not be placed (refused before it, or waiting a while): nobody waits on it. No-op once placed. */
  withdraw(): void;
  /**
   * Runs `wait` (an in-play bet's delay) with the bet withdrawn, so no batch waits it out, and announces it again
   * once `wait` is over. Only runs `wait` when the bet is no longer on its way (placed or withdrawn).
   */
  aside<T>(wait: () => Promise<T>): Promise<T>;
}

export interface BatchCommit<I, O> {
  place(item: I): Promise<O>;
  /**
   * Tells the lanes a bet of `key` is on its way (its request started, its checks not done): a batch of that
   * wallet about to go waits for it, up to gatherMs, so the wallet's bets in flight share one call. Without a key
   * (a request that has just arrived, its wallet not yet known) it counts for the fill (fillMs) only, until
   * identify names its wallet.
   */
  announce(key?: string | number): Announcement<I, O>;
  /**
   * Announces a bet of `key` for as long as `work` runs (or names the wallet of `early`, announced when the request
   * arrived), and withdraws it when `work` ends without placing it (refused, or failed): a request's handler in one
   * call, with no try/finally of its own.
   * @example await placer.announcing(member.id, async (bet) => bet.place(await checked()));
   */
  announcing<T>(
    key: string | number,
    work: (announced: Announcement<I, O>) => Promise<T>,
    early?: Announcement<I, O>,
  ): Promise<T>;
}

interface Queued<I, O> {
  item: I;
  key: string | number;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
  /** When it was placed (timer ms), while someone listens to batchCommitTimings. */
  placedAt?: number;
}

/** A batch's timings, published on batchCommitTimings once its call has answered. */
export interface BatchTimings {
  /** Each item's time from its placement to its batch's take (timer ms): the lanes' queue. */
  queuedMs: number[];
  /** The call's time, its commit included (timer ms). */
  callMs: number;
  /** How long the batch was held back for other wallets' bets on their way (fillIdleMs at most; 0 if it was not). */
  filledMs: number;
}

/**
 * Where a placement's time goes inside group commit, for probes (scripts/bench/tailProbe.mjs): every batch's
 * BatchTimings, published only while the channel has subscribers, so a server nobody probes pays one check a bet.
 * @example subscribe('kbet:batch-commit', (timings) => record(timings as BatchTimings));
 */
export const batchCommitTimings = channel('kbet:batch-commit');

/** What a wallet's lane waits for before it sends the wallet's queued items. */
interface Gathering {
  /** Bets announced and neither queued nor withdrawn. */
  onTheWay: number;
  /** Callers answered by the wallet's last batch while more of its items queued, not yet announced again. */
  returning: number;
  /** When the queued items stop waiting (set when they first wait). */
  until?: number;
}

const performanceTimer: GatherTimer = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/**
 * Group commit for work placed set-based (one call for a batch, place_sports_bets): the items queued while
 * `lanes` batches run are taken, in order, by the next lane that frees, whatever their wallets, so bets of
 * many wallets share a call and a commit as a hot wallet's do. A wallet another lane holds stays queued
 * (its items keep their order and never wait on their own wallet's lock); the call locks its wallets in id
 * order, so batches never deadlock. Every caller hears its answer after the commit; a batch that fails
 * (nothing of it committed) runs again item by item, so only a failing item fails.
 * A call costs mostly per call, so a hot wallet's bets in flight are cheapest in one batch: a wallet's queued
 * items wait (at most gatherMs) for its bets announced and still on their way, and, when a batch committed while
 * more of its wallet queued, for the callers it answered to announce their next bets (clients in a loop, split
 * into groups taking turns, join up again). Likewise a lane about to send waits (at most fillMs), while another
 * lane's call is in flight or its callers were just answered, until it has its share of the bets of any wallet
 * queued, on their way, in that call or coming back from it (groups of clients taking turns stay even: 4 + 4, not
 * 7 + 1), or when at least fillFrom bets are queued or on their way (then at most fillIdleMs, when no call is in
 * flight), so clients' bets arriving a read apart go as one call instead of two or three. A lone bet on an idle
 * server, and a few bets in flight, wait for nothing.
 * @example const placer = createBatchCommit({ key: (bet) => bet.memberId, run: placeAll, single: placeOne }); await placer.place(bet);
 */
export function createBatchCommit<I, O>({
  key,
  run,
  single,
  maxBatch = 64,
  lanes = 2,
  gatherMs = 4,
  fillMs = 4,
  fillIdleMs = 8,
  fillFrom = 6,
  timer = performanceTimer,
}: BatchCommitOptions<I, O>): BatchCommit<I, O> {
  let queue: Queued<I, O>[] = [];
  const held = new Set<string | number>();
  const gatherings = new Map<string | number, Gathering>();
  /** How many items of each wallet are in the queue (held by a lane or not). */
  const queuedOf = new Map<string | number, number>();
  /**
   * The bets on their way the fill waits for, kept as announcements come and go so a take counts none: those of
   * wallets neither held nor queued (a queued wallet's are its own gathering's, not waited for twice), and those
   * whose wallet is not known yet.
   */
  let fillOnTheWay = 0;
  let wakers: (() => void)[] = [];
  let running = 0;
  /** Lanes whose call is in flight. */
  let calling = 0;
  /** When a batch held back for other wallets' bets on their way stops waiting (set when it first waits). */
  let fillUntil: number | undefined;
  /** When that wait began. */
  let fillSince = 0;
  /** For a wait begun with no call in flight, the bets then queued and on their way: once queued, they go. */
  let fillTarget = Number.POSITIVE_INFINITY;
  /** The callers of the calls in flight: clients in a loop come back with their next bets once answered. */
  let inCalls = 0;
  /**
   * Callers answered by committed batches whose next bets are not announced yet (each announcement counts one back,
   * whatever its wallet: a client in a loop bets on any), counted until comingBackUntil, fillMs after the last commit.
   */
  let comingBack = 0;
  let comingBackUntil = 0;

  const gathering = (walletKey: string | number): Gathering => {
    const found = gatherings.get(walletKey);
    if (found) return found;
    const created: Gathering = { onTheWay: 0, returning: 0 };
    gatherings.set(walletKey, created);
    return created;
  };
  const forget = (walletKey: string | number, g: Gathering): void => {
    if (g.onTheWay === 0 && g.returning === 0) gatherings.delete(walletKey);
  };
  /** The wallet's bets on their way that count for the fill. */
  const fillShare = (walletKey: string | number): number =>
    held.has(walletKey) || queuedOf.has(walletKey) ? 0 : (gatherings.get(walletKey)?.onTheWay ?? 0);
  /** Makes a change to the wallet's state (on its way, queued, held) and keeps fillOnTheWay in step with it. */
  const recount = (walletKey: string | number, change: () => void): void => {
    fillOnTheWay -= fillShare(walletKey);
    change();
    fillOnTheWay += fillShare(walletKey);
  };
  const queuedChange = (walletKey: string | number, by: number): void => {
    const count = (queuedOf.get(walletKey) ?? 0) + by;
    if (count === 0) queuedOf.delete(walletKey);
    else queuedOf.set(walletKey, count);
  };
  const wake = (): void => {
    const woken = wakers;
    wakers = [];
    for (const waker of woken) waker();
  };
  /** Whether the wallet's queued items wait now; their wait's end is set the first time they do. */
  const waits = (walletKey: string | number, now: number): boolean => {
    const g = gatherings.get(walletKey);
    if (!g) return false;
    g.until ??= now + gatherMs;
    return now < g.until;
  };

  /**
   * Whether the free items are fewer than their lane's share of every bet in play: queued, on their way, in another
   * lane's call or answered by one and not back yet. Clients in a loop split into groups taking turns; a lane that
   * sends its 1-2 bets beside another's call of 6-7 leaves them a call of their own every turn (7 + 1), and the
   * callers of the other call come back within fillMs of its answer.
   */
  const belowShare = (free: number, now: number): boolean => {
    if (now >= comingBackUntil) comingBack = 0;
    if (lanes < 2 || (calling === 0 && comingBack === 0)) return false;
    return free < Math.ceil((free + fillOnTheWay + comingBack + inCalls) / lanes);
  };

  /**
   * Whether the free items wait for other wallets' bets: their lane's share beside a call (or its callers coming
   * back), or those on their way once many are queued or on their way with no call in flight.
   */
  const fills = (free: Queued<I, O>[], now: number): boolean => {
    if (fillMs === 0 || free.length >= maxBatch) return false;
    const beside = belowShare(free.length, now);
    if (!beside && (calling > 0 || comingBack > 0 || fillOnTheWay === 0)) return false;
    if (!beside && free.length + fillOnTheWay < fillFrom) return false;
    if (fillUntil === undefined) {
      const idle = !beside;
      fillSince = now;
      fillUntil = now + (idle ? fillIdleMs : fillMs);
      fillTarget = idle ? free.length + fillOnTheWay : Number.POSITIVE_INFINITY;
    }
    // A wait begun with no call in flight ends once the bets it began waiting for are queued: those announced
    // since (an open loop's steady arrivals) do not stretch it to fillIdleMs.
    if (free.length >= fillTarget) return false;
    return now < fillUntil;
  };

  /** How long the last batch taken was held back for the fill (timer ms). */
  let filledMs = 0;

  const take = (): Queued<I, O>[] => {
    const now = timer.now();
    const free = queue.filter((queued) => !held.has(queued.key));
    // Wallets wait only when nothing else would go: a bet of another wallet ready now goes at once and takes
    // the waiting wallets' along (held back past a departing batch, a bet would wait a whole call more).
    if (free.every((queued) => waits(queued.key, now))) return [];
    if (fills(free, now)) return [];
    filledMs = fillUntil === undefined ? 0 : now - fillSince;
    fillUntil = undefined;
    const batch = free.slice(0, maxBatch);
    const taken = new Set(batch);
    queue = queue.filter((queued) => !taken.has(queued));
    for (const queued of batch) {
      recount(queued.key, () => {
        queuedChange(queued.key, -1);
        held.add(queued.key);
      });
      const g = gatherings.get(queued.key);
      if (!g) continue;
      g.returning = 0;
      g.until = undefined;
      forget(queued.key, g);
    }
    return batch;
  };

  /** Until a bet arrives or is withdrawn, or the earliest wait ends. */
  const gathered = async (): Promise<void> => {
    const now = timer.now();
    // A fill wait that has ended is no reason to wait (the wallets' own waits may still be).
    let until = fillUntil !== undefined && fillUntil > now ? fillUntil : Number.POSITIVE_INFINITY;
    for (const queued of queue) {
      const end = held.has(queued.key) ? undefined : gatherings.get(queued.key)?.until;
      if (end !== undefined) until = Math.min(until, end);
    }
    // Every wait ran out since the take (its callers' answers took that long): take again now. (A sleep of Infinity
    // was a 1 ms timer, with a warning, in Node.)
    if (until === Number.POSITIVE_INFINITY) return;
    const changed = new Promise<void>((resolve) => wakers.push(resolve));
    await Promise.race([changed, timer.sleep(Math.max(0, until - now))]);
  };

  const alone = (queued: Queued<I, O>): Promise<void> =>
    single(queued.item).then(queued.resolve, queued.reject);
  const answered = () => undefined;

  /** Runs a batch; once it has committed, what answers its callers (a failed batch's items answer alone). */
  async function runBatch(batch: Queued<I, O>[]): Promise<() => void> {
    const [first] = batch;
    if (batch.length === 1 && first)
      return single(first.item).then(
        (value) => () => first.resolve(value),
        (error: unknown) => () => first.reject(error),
      );
    const values = await run(batch.map((queued) => queued.item)).then(
      (answers) => answers,
      () => null,
    );
    if (values)
      return () => {
        for (const [index, queued] of batch.entries()) queued.resolve(values[index]!);
      };
    // Nothing of the batch committed (or, if the commit's answer was lost, its idempotency keys replay it).
    for (const queued of batch) await alone(queued);
    return answered;
  }

  /** Publishes the batch's timings once its call has answered. */
  const timed = async (batch: Queued<I, O>[], ran: Promise<() => void>): Promise<() => void> => {
    const takenAt = timer.now();
    const filled = filledMs;
    const answer = await ran;
    batchCommitTimings.publish({
      queuedMs: batch.map((queued) => takenAt - (queued.placedAt ?? takenAt)),
      callMs: timer.now() - takenAt,
      filledMs: filled,
    } satisfies BatchTimings);
    return answer;
  };

  /**
   * Frees a committed batch's wallets; where more of a wallet queued meanwhile, they wait for its callers too (its
   * gathering's, a hot wallet's), and the other callers count as coming back for the lanes' shares.
   */
  const release = (batch: Queued<I, O>[]): void => {
    inCalls -= batch.length;
    for (const queued of batch) recount(queued.key, () => held.delete(queued.key));
    const waiting = new Set(queue.map((queued) => queued.key));
    let back = 0;
    for (const queued of batch) {
      if (waiting.has(queued.key)) gathering(queued.key).returning += 1;
      else back += 1;
    }
    if (back === 0) return;
    comingBack += back;
    comingBackUntil = timer.now() + fillMs;
  };

  async function lane(): Promise<void> {
    let answer: () => void = answered;
    for (;;) {
      let batch = take();
      // Only waiting wallets are left: their callers are answered first, so they can announce their next bets.
      while (batch.length === 0 && queue.some((queued) => !held.has(queued.key))) {
        answer();
        answer = answered;
        await gathered();
        batch = take();
      }
      if (batch.length === 0) break;
      calling += 1;
      inCalls += batch.length;
      const ran = batchCommitTimings.hasSubscribers ? timed(batch, runBatch(batch)) : runBatch(batch);
      // The next batch goes out before this one's callers run on (their replies written): a hot wallet's lock
      // is taken again that much sooner.
      answer();
      answer = await ran;
      calling -= 1;
      release(batch);
      // A lane holding a batch back for the bets on their way sends it now (this lane may take it first).
      wake();
    }
    answer();
    running -= 1;
  }

  const place = (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      const walletKey = key(item);
      const placedAt = batchCommitTimings.hasSubscribers ? timer.now() : undefined;
      queue.push({ item, key: walletKey, resolve, reject, placedAt });
      recount(walletKey, () => queuedChange(walletKey, 1));
      wake();
      if (running < lanes) {
        running += 1;
        void lane();
      }
    });

  /** One more bet of the wallet on its way; it takes the place of a caller the last batch answered. */
  const arrive = (walletKey: string | number): void =>
    recount(walletKey, () => {
      const g = gathering(walletKey);
      g.returning = Math.max(0, g.returning - 1);
      g.onTheWay += 1;
    });
  const leave = (walletKey: string | number): void =>
    recount(walletKey, () => {
      const g = gathering(walletKey);
      g.onTheWay -= 1;
      forget(walletKey, g);
    });

  const announce = (announcedKey?: string | number): Announcement<I, O> => {
    let walletKey = announcedKey;
    comingBack = Math.max(0, comingBack - 1);
    if (walletKey === undefined) fillOnTheWay += 1;
    else arrive(walletKey);
    let pending = true;
    const settle = (): boolean => {
      if (!pending) return false;
      pending = false;
      if (walletKey === undefined) fillOnTheWay -= 1;
      else leave(walletKey);
      return true;
    };
    // Only a bet that was still on its way changes what a waiting lane waits for. A placed bet's withdraw (the
    // handler's finally, its response's close) woke every waiting lane for nothing: at 32 clients two such wakes a
    // bet cost CPU and sent batches early.
    const withdraw = (): void => {
      if (settle()) wake();
    };
    return {
      identify(named) {
        if (!pending || walletKey !== undefined) return;
        fillOnTheWay -= 1;
        walletKey = named;
        arrive(named);
      },
      place: (item) => {
        settle();
        return place(item);
      },
      withdraw,
      async aside(wait) {
        if (!pending) return wait();
        withdraw();
        try {
          return await wait();
        } finally {
          if (walletKey === undefined) fillOnTheWay += 1;
          else arrive(walletKey);
          pending = true;
        }
      },
    };
  };

  return {
    place,
    announce,
    async announcing(walletKey, work, early) {
      const announced = early ?? announce(walletKey);
      announced.identify(walletKey);
      try {
        return await work(announced);
      } finally {
        // Refused or failed before its placement: nobody waits on it. (No-op once placed.)
        announced.withdraw();
      }
    },
  };
}
