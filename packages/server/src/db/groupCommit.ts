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
