import { domainErrors } from '../errors/domainErrors';
import { sortedInPlace } from '../text/sortedInPlace';

export interface FixtureBulkheadOptions {
  /**
   * Lookups of one fixture running at once. Below half the smallest pool (10 connections), so one fixture
   * whose lookups hang can never hold the connections the others need.
   */
  perFixture?: number;
  /**
   * A fixture whose running lookups have all taken longer than this is stuck: its next bets are refused at
   * once (429) instead of queueing. A busy but healthy fixture (a burst of hundreds of bets) only queues.
   */
  stuckAfterMs?: number;
  /** Milliseconds now (the app's clock in the route, so tests move it by hand). */
  now: () => number;
}

export interface FixtureBulkhead {
  /** Runs `work` holding a slot of each fixture, waiting its turn, or refuses (429) when one is stuck. */
  run<T>(fixtureIds: readonly string[], work: () => Promise<T>): Promise<T>;
}

interface Compartment {
  /** Start times of the running lookups. */
  running: number[];
  waiting: (() => void)[];
}

/** The distinct ids in sorted order (the order slots are taken in), with no Set a bet. */
function distinctSorted(ids: readonly string[]): string[] {
  const sorted = sortedInPlace(ids.slice());
  let kept = 0;
  for (const id of sorted) if (kept === 0 || sorted[kept - 1] !== id) sorted[kept++] = id;
  sorted.length = kept;
  return sorted;
}

/**
 * The validation bulkhead: each fixture gets a few slots for reading a bet's selections (the lookup
 * checkBet judges). A pathological fixture (a slow lookup, a slip of a thousand selections on one market)
 * fills its own slots; once they are all older than `stuckAfterMs` its next bets are refused at once with
 * ERR_TOO_MANY_REQUESTS, instead of queueing for pool connections in front of every other fixture's bets.
 * Slots of a slip's fixtures are taken in id order, so two slips never wait on each other's slots.
 * @example const bulkhead = createFixtureBulkhead({ now: () => app.clock.now().getTime() });
 */
export function createFixtureBulkhead({
  perFixture = 4,
  stuckAfterMs = 2_000,
  now,
}: FixtureBulkheadOptions): FixtureBulkhead {
  const compartments = new Map<string, Compartment>();
  const compartment = (id: string): Compartment => {
    const found = compartments.get(id);
    if (found) return found;
    const created: Compartment = { running: [], waiting: [] };
    compartments.set(id, created);
    return created;
  };
  const stuck = (c: Compartment | undefined): boolean =>
    c !== undefined &&
    c.running.length >= perFixture &&
    c.running.every((started) => now() - started >= stuckAfterMs);
  const take = (c: Compartment): number => {
    const started = now();
    c.running.push(started);
    return started;
  };
  const acquire = async (c: Compartment): Promise<number> => {
    // A woken waiter can lose its slot to a new arrival of the same tick: it then waits again.
    while (c.running.length >= perFixture) await new Promise<void>((turn) => c.waiting.push(turn));
    return take(c);
  };
  const release = (id: string, started: number): void => {
    const c = compartment(id);
    c.running.splice(c.running.indexOf(started), 1);
    const next = c.waiting.shift();
    if (next) next();
    else if (c.running.length === 0) compartments.delete(id);
  };
  return {
    async run<T>(fixtureIds: readonly string[], work: () => Promise<T>): Promise<T> {
      const ids = distinctSorted(fixtureIds);
      for (const id of ids) if (stuck(compartments.get(id))) throw domainErrors.tooManyRequests(1);
      // The start time of each slot held, in the order of ids.
      const held: number[] = [];
      try {
        // A free slot is taken at once; only a full fixture is waited for.
        for (const id of ids) {
          const c = compartment(id);
          held.push(c.running.length < perFixture ? take(c) : await acquire(c));
        }
        return await work();
      } finally {
        for (let at = 0; at < held.length; at++) release(ids[at] as string, held[at] as number);
      }
    },
  };
}
