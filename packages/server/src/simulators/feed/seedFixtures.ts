import type { Sql } from '../../db/createSql';
import { createFeedAdapter, type FeedAdapter } from '../../domain/feed/feedAdapter';
import type { FeedEvents } from '../../domain/feed/feedEvents';
import type { FeedMessage } from '../../domain/feed/feedMessage';
import { createFeedRepository } from '../../repositories/feedRepository';
import { createSimulation, type FixtureSpec, type Simulation } from './createSimulation';

export interface SeedFixturesOptions {
  sql: Sql;
  fixtures: readonly FixtureSpec[];
  seed?: number;
  speed?: number;
  now?: Date | number;
  events?: FeedEvents;
  feed?: string;
}

export interface SeededFixtures {
  fixtureIds: number[];
  simulation: Simulation;
  adapter: FeedAdapter;
  /** Plays `ms` of simulation time and applies its messages; returns them. */
  play(ms: number): Promise<FeedMessage[]>;
}

/**
 * Test fixtures from the simulator: exactly the fixtures asked for (no schedule), priced and written to
 * the feed tables through the adapter; `play` advances them (at `speed`, e.g. 600 plays a football
 * match in about 11 s of simulation time) with every message applied.
 * @example const { fixtureIds, play } = await seedFixtures({ sql, fixtures: [{ sportId: 6046, startAt: now + 60_000 }] });
 */
export async function seedFixtures(options: SeedFixturesOptions): Promise<SeededFixtures> {
  const repo = createFeedRepository(options.sql);
  const feed = options.feed ?? 'simulator';
  const simulation = createSimulation({
    seed: options.seed ?? 1,
    speed: options.speed ?? 600,
    now: options.now ?? Date.now(),
    horizonMs: 0,
    fixtureIdStart: Math.max(10_000_001, (await repo.maxFixtureId()) + 1),
    sequenceStart: (await repo.sequenceState(feed))?.lastSequence ?? 0,
  });
  const fixtureIds = options.fixtures.map((spec) => simulation.addFixture(spec));
  const adapter = createFeedAdapter({ sql: options.sql, feed, events: options.events, snapshot: simulation });
  await adapter.resync();
  return {
    fixtureIds,
    simulation,
    adapter,
    async play(ms) {
      const messages = simulation.advance(ms);
      for (const message of messages) await adapter.handle(message);
      return messages;
    },
  };
}
