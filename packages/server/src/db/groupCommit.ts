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
}

interface Pending {
  work: (tx: Tx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

const settle = async (promise: Promise<unknown>): Promise<Outcome> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  );

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

  async function drain(key: string | number, queue: Pending[]): Promise<void> {
    for (let batch = queue.splice(0, maxBatch); batch.length > 0; batch = queue.splice(0, maxBatch)) {
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
    queues.delete(key);
  }

  return {
    run<T>(key: string | number, work: (tx: Tx) => Promise<T>): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const pending: Pending = { work, resolve: (value) => resolve(value as T), reject };
        const queue = queues.get(key);
        if (queue) {
          queue.push(pending);
          return;
        }
        const started: Pending[] = [pending];
        queues.set(key, started);
        void drain(key, started);
      });
    },
  };
}
