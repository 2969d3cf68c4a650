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

export interface MinigameEngineOptions {
  sql: Sql;
  clock: Clock;
  /** The games to run; every game of the SDK's registry by default. */
  gameIds?: readonly string[];
  /** Chain secrets; node:crypto randomBytes unless a test passes a seeded source. */
  randomBytes?: RandomBytes;
  /** How often start() ticks on the real timer. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface MinigameEngine {
  readonly games: readonly MinigameGame[];
  /**
   * Advances every game to the clock's time; tests call it after moving a fake clock. One small query tells
   * which games have work: a round at its close or draw, or no round while the game is on (after a staff void,
   * or once switched on, from whichever process did it); the others are skipped.
   */
  tick(): Promise<void>;
  /**
   * Ticks now and then on the server's timer (production and the demo only); answers a stop that waits for
   * the last tick.
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
  const hasWork = (active: MinigameSchedule | undefined, on: boolean, now: Date) =>
    active ? now >= (active.status === 'open' ? active.closesAt : active.drawsAt) : on;
  const tick = async () => {
    const { active, disabled } = await rounds.schedule();
    const byGame = new Map(active.map((round) => [round.gameId, round]));
    for (const game of games) {
      if (!hasWork(byGame.get(game.id), !disabled.has(game.id), options.clock.now())) continue;
      await tickGame(options.sql, { ...params, game });
      // A draw settles the round's bets: their balance and bet events are numbered at once.
      announceLiveWrites();
    }
  };
  return {
    games,
    tick,
    start: () => startTicking(tick, { intervalMs: options.intervalMs ?? 1000, onError: options.onError }),
  };
}
