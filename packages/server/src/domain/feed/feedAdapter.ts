import { type Clock, systemClock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { createFeedRepository } from '../../repositories/feedRepository';
import { type AppliedMessage, applyDataMessage, type PendingFeedEvent } from './applyDataMessage';
import { type FeedEvents, feedEvents } from './feedEvents';
import {
  type DataMessage,
  type FeedMessage,
  isDataMessage,
  type KeepAliveMessage,
  MESSAGE_TYPE,
  type SnapshotProvider,
} from './feedMessage';

export interface FeedAdapterOptions {
  sql: Sql;
  /** The feed's name in feed_sequences; one sequence per feed. */
  feed?: string;
  events?: FeedEvents;
  /** Where a gap is repaired from; without one a gap is only counted. */
  snapshot?: SnapshotProvider;
  clock?: Clock;
  /** No message for this long makes the feed stale (LSports heartbeats every 5 s: three missed). */
  staleAfterMs?: number;
}

/** What happened to a message. */
export type HandleOutcome = 'applied' | 'duplicate' | 'resynced' | 'control';

export interface FeedAdapterStats {
  applied: number;
  duplicates: number;
  gaps: number;
  resyncs: number;
}

export interface FeedAdapter {
  readonly feed: string;
  /** Applies one message in feed order (calls are queued), then emits its events. */
  handle(message: FeedMessage): Promise<HandleOutcome>;
  /** Replaces the state with the snapshot provider's and continues from its sequence number. */
  resync(): Promise<void>;
  /** Emits feedStale / feedRecovered on a change and returns whether the feed is stale now. */
  checkStaleness(): boolean;
  /** Checks staleness every `intervalMs`; returns the stop function. */
  startWatchdog(intervalMs?: number): () => void;
  /** Resolves when every queued message has been handled. */
  idle(): Promise<void>;
  stats(): FeedAdapterStats;
}

/**
 * The LSports-shaped feed adapter: applies messages idempotently in sequence order (a duplicate or
 * older sequence is skipped, a gap or an unknown fixture triggers a snapshot resync), tracks heartbeat
 * staleness, and emits FeedEvents after each message's transaction commits. The sequence row is locked
 * per message, so two processes fed the same messages apply each once.
 * @example const adapter = createFeedAdapter({ sql, snapshot: simulator }); await adapter.handle(message);
 */
export function createFeedAdapter(options: FeedAdapterOptions): FeedAdapter {
  const { sql } = options;
  const feed = options.feed ?? 'simulator';
  const events = options.events ?? feedEvents;
  const clock = options.clock ?? systemClock;
  const staleAfterMs = options.staleAfterMs ?? 15_000;
  const repo = createFeedRepository(sql);
  const stats: FeedAdapterStats = { applied: 0, duplicates: 0, gaps: 0, resyncs: 0 };
  let lastMessageAt = clock.now();
  let stale = false;
  let tail: Promise<unknown> = Promise.resolve();

  const emitAll = (pending: readonly PendingFeedEvent[]) => {
    for (const { name, event } of pending) events.emit(name, event as never);
  };

  const alive = () => {
    lastMessageAt = clock.now();
    if (stale) {
      stale = false;
      events.emit('feedRecovered', { feed });
    }
  };

  async function resyncNow(): Promise<void> {
    if (!options.snapshot) return;
    const snapshot = await options.snapshot.snapshot();
    const pending: PendingFeedEvent[] = [];
    let from = 0;
    await sql.begin(async (tx) => {
      from = await repo.lockSequence(feed, tx);
      for (const message of snapshot.messages) {
        const applied = await applyDataMessage(repo, tx, message, { feed, sequence: snapshot.sequence });
        pending.push(...applied.events);
      }
      await repo.setSequence(feed, snapshot.sequence, tx);
    });
    stats.resyncs += 1;
    emitAll(pending);
    events.emit('resynced', { feed, fromSequence: from, toSequence: snapshot.sequence });
  }

  /** Applies a data message; `force` applies it past a gap the snapshot could not close. */
  async function applyData(message: DataMessage, force: boolean): Promise<'applied' | 'duplicate' | 'gap'> {
    const sequence = message.Header.MsgSeq;
    let applied: AppliedMessage | undefined;
    let outcome: 'applied' | 'duplicate' | 'gap' = 'applied';
    await sql.begin(async (tx) => {
      const last = await repo.lockSequence(feed, tx);
      if (sequence !== undefined && sequence <= last) {
        outcome = 'duplicate';
        return;
      }
      if (sequence !== undefined && sequence > last + 1 && !force) {
        outcome = 'gap';
        return;
      }
      applied = await applyDataMessage(repo, tx, message, { feed, sequence: sequence ?? last });
      if (sequence !== undefined) await repo.setSequence(feed, sequence, tx);
    });
    if (applied) {
      stats.applied += 1;
      emitAll(applied.events);
      if (applied.missingFixtures.length > 0) await resyncNow();
    }
    return outcome;
  }

  async function handleNow(message: FeedMessage): Promise<HandleOutcome> {
    alive();
    if (!isDataMessage(message)) {
      await repo.touchHeartbeat(feed, clock.now());
      if (message.Header.Type === MESSAGE_TYPE.KEEP_ALIVE) {
        // A keep-alive lists the feed's active fixtures: one we never heard of means missed messages.
        const unknown = await repo.unknownFixtures((message as KeepAliveMessage).Body.KeepAlive.ActiveEvents);
        if (unknown.length > 0) {
          await resyncNow();
          return 'resynced';
        }
      }
      return 'control';
    }
    const first = await applyData(message, false);
    if (first === 'duplicate') stats.duplicates += 1;
    if (first !== 'gap') return first;
    stats.gaps += 1;
    await resyncNow();
    // Deltas carry absolute values, so a message newer than the snapshot applies on top of it.
    await applyData(message, true);
    return 'resynced';
  }

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => {});
    return run;
  };

  const checkStaleness = () => {
    const isStale = clock.now().getTime() - lastMessageAt.getTime() > staleAfterMs;
    if (isStale && !stale) events.emit('feedStale', { feed, lastMessageAt });
    stale = isStale;
    return isStale;
  };

  return {
    feed,
    handle: (message) => enqueue(() => handleNow(message)),
    resync: () => enqueue(resyncNow),
    checkStaleness,
    startWatchdog(intervalMs = 1_000) {
      const timer = setInterval(checkStaleness, intervalMs);
      timer.unref();
      return () => clearInterval(timer);
    },
    idle: () => enqueue(async () => {}),
    stats: () => ({ ...stats }),
  };
}
