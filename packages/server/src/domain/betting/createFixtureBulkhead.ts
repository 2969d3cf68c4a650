import { domainErrors } from '../errors/domainErrors';

export interface FixtureBulkheadOptions {
  /**
   * Lookups of one fixture running at once. Below half the smallest pool (10 connections), so one fixture
   * whose lookups hang can never hold the connections the others need.
   */
  perFixture?: number;
  /** Lookups of one fixture waiting for a slot; beyond this its bets are refused at once (429). */
  queuePerFixture?: number;
}

export interface FixtureBulkhead {
  /** Runs `work` holding a slot of each fixture, waiting its turn, or refuses (429) when a queue is full. */
  run<T>(fixtureIds: readonly string[], work: () => Promise<T>): Promise<T>;
}

interface Compartment {
  running: number;
  waiting: (() => void)[];
}

/**
 * The validation bulkhead: each fixture gets a few slots for reading a bet's selections (the lookup
 * checkBet judges). A pathological fixture (a slow lookup, a slip of a thousand selections on one market)
 * fills its own slots and queue, then its next bets are refused at once with ERR_TOO_MANY_REQUESTS,
 * instead of queueing for pool connections in front of every other fixture's bets. Slots of a slip's
 * fixtures are taken in id order, so two slips never wait on each other's slots.
 * @example const bulkhead = createFixtureBulkhead(); const offers = await bulkhead.run(['101'], () => lookup());
 */
export function createFixtureBulkhead({
  perFixture = 4,
  queuePerFixture = 64,
}: FixtureBulkheadOptions = {}): FixtureBulkhead {
  const compartments = new Map<string, Compartment>();
  const compartment = (id: string): Compartment => {
    const found = compartments.get(id);
    if (found) return found;
    const created: Compartment = { running: 0, waiting: [] };
    compartments.set(id, created);
    return created;
  };
  const acquire = async (id: string): Promise<void> => {
    const c = compartment(id);
    if (c.running < perFixture) {
      c.running += 1;
      return;
    }
    await new Promise<void>((turn) => c.waiting.push(turn));
  };
  const release = (id: string): void => {
    const c = compartment(id);
    const next = c.waiting.shift();
    // The slot passes straight to the next waiter; running stays the same.
    if (next) next();
    else if (--c.running === 0) compartments.delete(id);
  };
  return {
    async run<T>(fixtureIds: readonly string[], work: () => Promise<T>): Promise<T> {
      const ids = [...new Set(fixtureIds)].sort();
      const full = (c: Compartment | undefined) =>
        c !== undefined && c.running >= perFixture && c.waiting.length >= queuePerFixture;
      if (ids.some((id) => full(compartments.get(id)))) throw domainErrors.tooManyRequests(1);
      const held: string[] = [];
      try {
        for (const id of ids) {
          await acquire(id);
          held.push(id);
        }
        return await work();
      } finally {
        for (const id of held) release(id);
      }
    },
  };
}
