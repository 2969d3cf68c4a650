import { type Clock, systemClock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { createFeedAdapter, type FeedAdapter } from '../../domain/feed/feedAdapter';
import type { FeedEvents } from '../../domain/feed/feedEvents';
import { startTicking } from '../../domain/scheduling/startTicking';
import { createFeedRepository } from '../../repositories/feedRepository';
import { createSimulation, type Simulation, type SimulationOptions } from './createSimulation';
import { retireMessages } from './retireMessages';

// Only one process on a database runs the simulator: it holds this session advisory lock.
const SIMULATOR_LOCK = 7_424_370;

export interface StartSimulatorOptions
  extends Pick<SimulationOptions, 'seed' | 'speed' | 'horizonMs' | 'fixturesPerHour' | 'warmUpMs'> {
  sql: Sql;
  /** The simulation's start; defaults to the clock's time. */
  now?: Date | number;
  /** The clock the simulation is played in step with (the server's). */
  clock?: Clock;
  feed?: string;
  events?: FeedEvents;
  /** How often a process that is not the simulator tries to take over. */
  standbyRetryMs?: number;
  onError?: (error: unknown) => void;
}

export interface RunningSimulator {
  /** Whether this process runs the feed (another process may hold it). */
  isLeader(): boolean;
  simulation(): Simulation | undefined;
  adapter(): FeedAdapter | undefined;
  stop(): Promise<void>;
}

/**
 * The embedded default feed: a simulation played in step with the server's clock (matches at `speed`, woken
 * when a step is due) and fed through the LSports-shaped adapter into the feed tables, emitting FeedEvents. Open fixtures
 * of an earlier run are closed first (postponed / abandoned, their selections settled -1); the new run
 * continues the database's fixture ids and sequence numbers. With several processes on one database,
 * one runs it and the others stand by.
 * @example const simulator = await startSimulator({ sql, seed: 42, speed: 5 }); await simulator.stop();
 */
export async function startSimulator(options: StartSimulatorOptions): Promise<RunningSimulator> {
  const { sql } = options;
  const feed = options.feed ?? 'simulator';
  const clock = options.clock ?? systemClock;
  const onError =
    options.onError ??
    ((error: unknown) =>
      process.stderr.write(
        `simulator: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
      ));
  const repo = createFeedRepository(sql);
  const lockConnection = await sql.reserve();
  let simulation: Simulation | undefined;
  let adapter: FeedAdapter | undefined;
  let stopWatchdog: (() => void) | undefined;
  let stopTicking: (() => Promise<void>) | undefined;
  let standby: NodeJS.Timeout | undefined;
  let busy: Promise<void> = Promise.resolve();
  let stopped = false;

  async function lead(): Promise<void> {
    const clockStart = clock.now().getTime();
    const now = options.now === undefined ? clockStart : new Date(options.now).getTime();
    const sequenceStart = (await repo.sequenceState(feed))?.lastSequence ?? 0;
    const fixtureIdStart = Math.max(10_000_001, (await repo.maxFixtureId()) + 1);
    const sim = createSimulation({
      seed: options.seed,
      speed: options.speed,
      horizonMs: options.horizonMs,
      fixturesPerHour: options.fixturesPerHour,
      warmUpMs: options.warmUpMs,
      now,
      fixtureIdStart,
      sequenceStart,
    });
    const feedAdapter = createFeedAdapter({ sql, feed, events: options.events, snapshot: sim });
    for (const message of await retireMessages(repo, new Date(now))) await feedAdapter.handle(message);
    await feedAdapter.resync();
    simulation = sim;
    adapter = feedAdapter;
    stopWatchdog = feedAdapter.startWatchdog();
    // The simulation's time runs with the clock from `now`; it wakes when its next step has anything due (a
    // fixture in play, a kick-off, a heartbeat), and a slow tick's next one catches up with all the time passed.
    const simulationTime = () => now + (clock.now().getTime() - clockStart);
    const tick = async () => {
      if (stopped) return undefined;
      for (const message of sim.advance(Math.max(0, simulationTime() - sim.now())))
        await feedAdapter.handle(message);
      return new Date(clockStart + (sim.nextDueAt() - now));
    };
    stopTicking = startTicking(tick, { clock, retryMs: 1_000, maxWaitMs: 5_000, onError });
  }

  async function tryLead(): Promise<boolean> {
    const [row] = await lockConnection<
      { locked: boolean }[]
    >`SELECT pg_try_advisory_lock(${SIMULATOR_LOCK}) AS locked`;
    if (!row?.locked) return false;
    await lead();
    return true;
  }

  if (!(await tryLead())) {
    standby = setInterval(() => {
      busy = busy
        .then(async () => {
          if (stopped || simulation) return;
          if (await tryLead()) clearInterval(standby);
        })
        .catch(onError);
    }, options.standbyRetryMs ?? 10_000);
  }

  return {
    isLeader: () => simulation !== undefined,
    simulation: () => simulation,
    adapter: () => adapter,
    async stop() {
      stopped = true;
      clearInterval(standby);
      stopWatchdog?.();
      await busy;
      await stopTicking?.();
      await adapter?.idle();
      if (simulation) await lockConnection`SELECT pg_advisory_unlock(${SIMULATOR_LOCK})`;
      lockConnection.release();
    },
  };
}

/**
 * Simulator options from the environment: FEED_SIMULATOR=off disables it; SIM_SEED (default: the
 * start time), SIM_SPEED (default 5: a football match in about 20 minutes).
 * @example const options = simulatorOptionsFromEnv(process.env);
 */
export function simulatorOptionsFromEnv(env: NodeJS.ProcessEnv): {
  enabled: boolean;
  seed: number;
  speed: number;
  warmUpMs: number;
} {
  const seed = Number(env.SIM_SEED);
  const speed = Number(env.SIM_SPEED);
  return {
    enabled: !['off', 'false', '0'].includes((env.FEED_SIMULATOR ?? '').toLowerCase()),
    seed:
      Number.isSafeInteger(seed) && env.SIM_SEED !== '' && env.SIM_SEED !== undefined
        ? seed
        : Date.now() % 2 ** 31,
    speed: Number.isFinite(speed) && speed > 0 ? speed : 5,
    // A fresh demo starts with fixtures already in play.
    warmUpMs: 30 * 60_000,
  };
}
