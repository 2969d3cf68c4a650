import type { PeriodScore } from '../settlement/resolveLegScore';

/** One odds row whose price or status changed (or that appeared: old values null). */
export interface OddsChange {
  oddsId: string;
  fixtureId: number;
  marketId: number;
  name: string;
  line: string | null;
  oldPrice: string | null;
  price: string;
  oldVersion: number | null;
  version: number;
  oldStatus: number | null;
  /** 0 NotSet, 1 Open, 2 Suspended, 3 Settled. */
  status: number;
}

/** One odds row whose settlement (leg win flag) changed; oldSettlement other than 0 is a re-settlement. */
export interface SettlementChange {
  oddsId: string;
  fixtureId: number;
  marketId: number;
  oldSettlement: number;
  settlement: number;
  version: number;
}

/** Every event carries the feed's name and the sequence number of the message (or snapshot) behind it. */
interface FromFeed {
  feed: string;
  sequence: number;
}

/** The feed adapter's events, emitted in feed order after the message's transaction has committed. */
export interface FeedEventMap {
  /** Prices or statuses moved; the old and new price and version of every changed row. */
  oddsChanged: FromFeed & { fixtureId: number; changes: OddsChange[] };
  /** Rows that went to status 2 Suspended in this message (also listed in oddsChanged). */
  oddsSuspended: FromFeed & { fixtureId: number; oddsIds: string[] };
  /** The scoreboard, the current period or a period's score changed. */
  scoreChanged: FromFeed & {
    fixtureId: number;
    sportId: number;
    status: number;
    period: number;
    clockSeconds: number;
    homeScore: number;
    awayScore: number;
    oldHomeScore: number;
    oldAwayScore: number;
    periods: PeriodScore[];
  };
  /** A fixture appeared (oldStatus null) or its LSports status changed. */
  fixtureStatusChanged: FromFeed & {
    fixtureId: number;
    sportId: number;
    oldStatus: number | null;
    status: number;
    startDate: Date;
  };
  /** Legs settled or re-settled by the feed (type 35, or settlements inside a market update). */
  settlement: FromFeed & { fixtureId: number; legs: SettlementChange[] };
  /** No message for longer than the staleness limit: clients should suspend the feed's selections. */
  feedStale: { feed: string; lastMessageAt: Date | null };
  /** Messages flow again after a stale period. */
  feedRecovered: { feed: string };
  /** A gap (or an unknown fixture) was repaired from a snapshot. */
  resynced: { feed: string; fromSequence: number; toSequence: number };
}

export type FeedEventName = keyof FeedEventMap;
export type FeedEventHandler<K extends FeedEventName> = (event: FeedEventMap[K]) => void | Promise<void>;

/** A typed in-process emitter: handlers may be async; their failures go to `onError`, never to the feed. */
export interface FeedEvents {
  /** Subscribes and returns the unsubscribe function. */
  on<K extends FeedEventName>(name: K, handler: FeedEventHandler<K>): () => void;
  off<K extends FeedEventName>(name: K, handler: FeedEventHandler<K>): void;
  emit<K extends FeedEventName>(name: K, event: FeedEventMap[K]): void;
}

export interface CreateFeedEventsOptions {
  onError?: (error: unknown, name: FeedEventName) => void;
}

const writeError = (error: unknown, name: FeedEventName) =>
  process.stderr.write(
    `feed event ${name} handler failed: ${error instanceof Error ? error.stack : String(error)}\n`,
  );

/**
 * A new feed event emitter (tests make their own; the server shares `feedEvents`).
 * @example const events = createFeedEvents(); const off = events.on('settlement', (e) => settle(e));
 */
export function createFeedEvents(options: CreateFeedEventsOptions = {}): FeedEvents {
  const onError = options.onError ?? writeError;
  const handlers = new Map<FeedEventName, Set<FeedEventHandler<never>>>();
  const off: FeedEvents['off'] = (name, handler) => {
    handlers.get(name)?.delete(handler as FeedEventHandler<never>);
  };
  return {
    on(name, handler) {
      const set = handlers.get(name) ?? new Set();
      set.add(handler as FeedEventHandler<never>);
      handlers.set(name, set);
      return () => off(name, handler);
    },
    off,
    emit(name, event) {
      for (const handler of [...(handlers.get(name) ?? [])]) {
        try {
          const result = (handler as FeedEventHandler<typeof name>)(event);
          if (result instanceof Promise) result.catch((error: unknown) => onError(error, name));
        } catch (error) {
          onError(error, name);
        }
      }
    },
  };
}

/** The process's feed events: the embedded simulator's adapter emits here; live push and settlement listen. */
export const feedEvents: FeedEvents = createFeedEvents();
