import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { findVirtualLeague, VIRTUAL_LEAGUES, type VirtualLeague } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { announceLiveWrites } from '../live/liveWrites';
import type { RandomBytes } from '../minigame/commitChain';
import { startTicking } from '../scheduling/startTicking';
import { pruneVirtualResults } from './pruneVirtualResults';
import { tickLeague } from './tickLeague';

/** The longest the engine sleeps between its deadlines. */
const MAX_WAIT_MS = 60_000;

export interface VirtualEngineOptions {
  sql: Sql;
  clock: Clock;
  /** The leagues to run; every league of the SDK's registry by default. */
  leagueIds?: readonly string[];
  /** Chain secrets; node:crypto randomBytes unless a test passes a seeded source. */
  randomBytes?: RandomBytes;
  /** The wait after a tick that failed. */
  intervalMs?: number;
  /** How often (on the clock) results older than three weeks are pruned; hourly by default. */
  pruneEveryMs?: number;
  onError?: (error: unknown) => void;
}

export interface VirtualEngine {
  readonly leagues: readonly VirtualLeague[];
  /**
   * Advances every league to the clock's time (a league whose next step is still ahead costs no query), and
   * prunes results past the three weeks kept once per `pruneEveryMs`. Answers when it next has work.
   */
  tick(): Promise<Date>;
  /**
   * Ticks on the server's timer at the next league's step or prune (production and the demo only); answers a
   * stop that waits for the last tick.
   */
  start(): () => Promise<void>;
}

/**
 * The one scheduler of every virtual league (issue 14), driven by `tick()` on the app's clock; it also keeps
 * the results to three weeks (pruneVirtualResults).
 * @example const engine = createVirtualEngine({ sql, clock: app.clock }); const stop = engine.start();
 */
export function createVirtualEngine(options: VirtualEngineOptions): VirtualEngine {
  const leagues = (options.leagueIds ?? VIRTUAL_LEAGUES.map((l) => l.id)).map((id) => {
    const league = findVirtualLeague(id);
    if (!league) throw new RangeError(`unknown virtual league ${id}`);
    return league;
  });
  const randomBytes = options.randomBytes ?? ((size: number) => new Uint8Array(cryptoRandomBytes(size)));
  // In memory only: after a restart every league is looked at on the first tick.
  const due = new Map<string, number>();
  const pruneEveryMs = options.pruneEveryMs ?? 60 * 60_000;
  let pruneDue = 0;
  const tick = async () => {
    for (const league of leagues) {
      if ((due.get(league.id) ?? 0) > options.clock.now().getTime()) continue;
      due.set(
        league.id,
        (await tickLeague(options.sql, { league, clock: options.clock, randomBytes })).getTime(),
      );
      // A result settles the round's bets: their balance and bet events are numbered at once.
      announceLiveWrites();
    }
    const now = options.clock.now().getTime();
    if (now >= pruneDue) {
      pruneDue = now + pruneEveryMs;
      await pruneVirtualResults(options.sql, new Date(now));
    }
    return new Date(Math.min(pruneDue, ...due.values()));
  };
  return {
    leagues,
    tick,
    start: () =>
      startTicking(tick, {
        clock: options.clock,
        retryMs: options.intervalMs ?? 1000,
        // Nothing reaches a league between its steps (they are in memory): the cap only bounds a clock jump.
        maxWaitMs: MAX_WAIT_MS,
        onError: options.onError,
      }),
  };
}
