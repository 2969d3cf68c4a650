import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { findMinigameGame, MINIGAME_GAMES, type MinigameGame } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import {
  createMinigameRoundsRepository,
  type MinigameSchedule,
} from '../../repositories/createMinigameRoundsRepository';
import { announceLiveWrites } from '../live/liveWrites';
import { startTicking } from '../scheduling/startTicking';
import type { RandomBytes } from './commitChain';
import { tickGame } from './tickGame';

/** The longest an idle engine sleeps: a game switched on or a round voided in another process waits this at most. */
const MAX_WAIT_MS = 5_000;

export interface MinigameEngineOptions {
  sql: Sql;
  clock: Clock;
  /** The games to run; every game of the SDK's registry by default. */
  gameIds?: readonly string[];
  /** Chain secrets; node:crypto randomBytes unless a test passes a seeded source. */
  randomBytes?: RandomBytes;
  /** How soon start() ticks again after a tick that worked a game or failed. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface MinigameEngine {
  readonly games: readonly MinigameGame[];
  /**
   * Advances every game to the clock's time; tests call it after moving a fake clock. One small query tells
   * which games have work: a round at its close or draw, or no round while the game is on (after a staff void,
   * or once switched on, from whichever process did it); the others are skipped. Answers when it next has
   * work: the earliest close or draw of the rounds it left alone, `intervalMs` ahead when it worked a game (that
   * game's new deadline is read then), undefined when no round is on.
   */
  tick(): Promise<Date | undefined>;
  /**
   * Ticks now and then on the server's timer, at the next deadline and at least every 5 s (a staff change in
   * another process); production and the demo only. Answers a stop that waits for the last tick.
   */
  start(): () => Promise<void>;
}

/**
 * The one scheduler of every mini-game's rounds (issue 12), driven by `tick()` on the app's clock.
 * @example const engine = createMinigameEngine({ sql, clock: app.clock }); const stop = engine.start();
 */
export function createMinigameEngine(options: MinigameEngineOptions): MinigameEngine {
  const games = (options.gameIds ?? MINIGAME_GAMES.map((g) => g.id)).map((id) => {
    const game = findMinigameGame(id);
    if (!game) throw new RangeError(`unknown mini-game ${id}`);
    return game;
  });
  const params = {
    clock: options.clock,
    randomBytes: options.randomBytes ?? ((size: number) => new Uint8Array(cryptoRandomBytes(size))),
  };
  const rounds = createMinigameRoundsRepository(options.sql);
  const deadline = (round: MinigameSchedule) => (round.status === 'open' ? round.closesAt : round.drawsAt);
  const hasWork = (active: MinigameSchedule | undefined, on: boolean, now: Date) =>
    active ? now >= deadline(active) : on;
  const tick = async () => {
    const { active, disabled } = await rounds.schedule();
    const byGame = new Map(active.map((round) => [round.gameId, round]));
    let worked = false;
    let next: Date | undefined;
    for (const game of games) {
      const round = byGame.get(game.id);
      if (!hasWork(round, !disabled.has(game.id), options.clock.now())) {
        if (round && (next === undefined || deadline(round) < next)) next = deadline(round);
        continue;
      }
      await tickGame(options.sql, { ...params, game });
      worked = true;
      // A draw settles the round's bets: their balance and bet events are numbered at once.
      announceLiveWrites();
    }
    return worked ? new Date(options.clock.now().getTime() + (options.intervalMs ?? 1000)) : next;
  };
  return {
    games,
    tick,
    start: () =>
      startTicking(tick, {
        clock: options.clock,
        retryMs: options.intervalMs ?? 1000,
        maxWaitMs: MAX_WAIT_MS,
        onError: options.onError,
      }),
  };
}
