import type { Clock } from '../../clock';

/** How one counter of failed logins backs off. */
export interface LoginBackoff {
  /** Failures answered without any wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; each further failure doubles it. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A counter with no failure for this long starts over. */
  forgetAfterMs: number;
}

export interface LoginThrottleOptions {
  /** Failures of one account from one source: a guesser elsewhere never keeps the owner out. */
  perAccountSource: LoginBackoff;
  /** Failures from one source across accounts: one address spraying passwords over many ids. */
  perSource: LoginBackoff;
  /** Only its time is read. */
  clock: Pick<Clock, 'now'>;
  /** Counters kept at most; the least recently failed go first. */
  maxEntries?: number;
}

export interface LoginAttempt {
  userId: string;
  /** The client address. */
  source: string;
}

interface Counter {
  failures: number;
  lastFailureAt: number;
}

/** Seconds until the counter allows another attempt; 0 when it does now. */
const waitSeconds = (counter: Counter | undefined, backoff: LoginBackoff, now: number): number => {
  if (!counter || counter.failures <= backoff.freeFailures) return 0;
  const delay = Math.min(
    backoff.maxDelayMs,
    backoff.firstDelayMs * 2 ** Math.min(counter.failures - backoff.freeFailures - 1, 30),
  );
  return Math.max(0, Math.ceil((counter.lastFailureAt + delay - now) / 1000));
};

/**
 * Throttles password guessing without handing anyone a way to lock an account: only failures count,
 * per account and source together (and per source across accounts), each failure beyond the free ones
 * makes that pair wait twice as long (capped), and a successful login clears its pair. Counters live in
 * this process; time comes from the injected clock.
 *
 * Every attempt is counted as a failure before the password is checked, so a burst of parallel guesses
 * gets no more through than one after another; `succeeded` takes it back.
 * @example const throttle = createLoginThrottle({ ...config.login, clock }); const wait = throttle.begin(attempt);
 */
export function createLoginThrottle(options: LoginThrottleOptions) {
  const { perAccountSource, perSource, clock, maxEntries = 100_000 } = options;
  // Insertion order is failure order: a counter is re-inserted on each failure, so the first is the stalest.
  const counters = new Map<string, Counter>();
  const pairKey = ({ userId, source }: LoginAttempt) => `pair:${userId.trim().toLowerCase()}\u0000${source}`;
  const sourceKey = ({ source }: LoginAttempt) => `source:${source}`;

  const live = (key: string, backoff: LoginBackoff, now: number): Counter | undefined => {
    const counter = counters.get(key);
    if (counter && now - counter.lastFailureAt > backoff.forgetAfterMs) {
      counters.delete(key);
      return undefined;
    }
    return counter;
  };

  const fail = (key: string, backoff: LoginBackoff, now: number) => {
    const failures = (live(key, backoff, now)?.failures ?? 0) + 1;
    counters.delete(key);
    counters.set(key, { failures, lastFailureAt: now });
    if (counters.size > maxEntries) {
      const stalest = counters.keys().next().value;
      if (stalest !== undefined) counters.delete(stalest);
    }
  };

  return {
    /**
     * Seconds the attempt must wait (refuse it with Retry-After), or 0: then it is counted as a failure
     * until `succeeded` says otherwise.
     */
    begin(attempt: LoginAttempt): number {
      const now = clock.now().getTime();
      const wait = Math.max(
        waitSeconds(live(pairKey(attempt), perAccountSource, now), perAccountSource, now),
        waitSeconds(live(sourceKey(attempt), perSource, now), perSource, now),
      );
      if (wait > 0) return wait;
      fail(pairKey(attempt), perAccountSource, now);
      fail(sourceKey(attempt), perSource, now);
      return 0;
    },

    /** The password was right: the pair starts over, and the source's count loses this attempt. */
    succeeded(attempt: LoginAttempt): void {
      counters.delete(pairKey(attempt));
      const source = counters.get(sourceKey(attempt));
      if (!source) return;
      if (source.failures <= 1) counters.delete(sourceKey(attempt));
      else source.failures -= 1;
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
