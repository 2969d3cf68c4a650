import { randomBytes as cryptoRandomBytes } from 'node:crypto';
import { findMinigameGame, MINIGAME_GAMES, type MinigameGame } from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Sql } from '../../db/createSql';
import { startTicking } from '../scheduling/startTicking';
import type { RandomBytes } from './commitChain';
import { tickGame } from './tickGame';

export interface MinigameEngineOptions {
  sql: Sql;
  clock: Clock;
  /** The games to run; every game of the SDK's registry by default. */
  gameIds?: readonly string[];
  /** Betting closes this many seconds before the draw (at most a third of a round). */
  closeSeconds?: number;
  /** Chain secrets; node:crypto randomBytes unless a test passes a seeded source. */
  randomBytes?: RandomBytes;
  /** How often start() ticks on the real timer. */
  intervalMs?: number;
  onError?: (error: unknown) => void;
}

export interface MinigameEngine {
  readonly games: readonly MinigameGame[];
  /**
   * Advances every game to the clock's time; tests call it after moving a fake clock. A game whose next close
   * or draw (as this engine last saw it) is still ahead is skipped, so an idle tick costs no query.
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
    closeSeconds: options.closeSeconds ?? 10,
    randomBytes: options.randomBytes ?? ((size: number) => new Uint8Array(cryptoRandomBytes(size))),
  };
  // In memory only: after a restart every game is looked at on the first tick.
  const due = new Map<string, number>();
  const tick = async () => {
    for (const game of games) {
      if ((due.get(game.id) ?? 0) > options.clock.now().getTime()) continue;
      due.set(game.id, (await tickGame(options.sql, { ...params, game })).getTime());
    }
  };
  return {
    games,
    tick,
    start: () => startTicking(tick, { intervalMs: options.intervalMs ?? 1000, onError: options.onError }),
  };
}
