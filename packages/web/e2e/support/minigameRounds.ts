import {
  drawMinigameRound,
  findMinigameGame,
  type MinigameMarketEntry,
  minigameMarkets,
  minigameMarketWins,
} from '@kbet/sdk';
import {
  createMinigameEngine,
  type ManualClock,
  type MinigameEngine,
  manualClock,
  type Sql,
  seededBytes,
} from '@kbet/testkit';
import { roundSeed } from './roundSeed';

/** A round of a game as the engine stored it. */
export interface E2eRound {
  readonly id: number;
  readonly gameId: string;
  /** The round number the pages show (n회차). */
  readonly roundNo: number;
  readonly status: string;
  readonly closesAt: Date;
  readonly drawsAt: Date;
}

export interface MinigameRounds {
  /**
   * The game's open round, with at least half a round of real time left to bet (the server checks the close
   * against its own clock), so no step of a test races the deadline.
   */
  open(gameId: string): Promise<E2eRound>;
  /**
   * Moves the game's clock to its running round's draw and ticks: the round closes, is drawn, its bets are
   * settled through the ledger, and the next round opens. The pages hear it on the live stream.
   */
  draw(gameId: string): Promise<E2eRound>;
  /**
   * Draws `count` rounds of the game that ended before now, as if it had been running a while (its strip and
   * pattern table fill, and the running round keeps its real countdown). Only before the game's first other call.
   */
  backfill(gameId: string, count: number): Promise<void>;
  /**
   * A market the round will win, recomputed from the seed the game's chain committed to (as the operator could),
   * so a bet on it exercises the payout; the draw itself is still the engine's.
   */
  winningMarket(round: E2eRound): Promise<MinigameMarketEntry>;
}

interface GameDriver {
  readonly engine: MinigameEngine;
  readonly clock: ManualClock;
}

/**
 * The mini-game rounds of the browser tests, drawn by engines in the test process on clocks the test moves (the
 * e2e server runs with MINIGAMES=off): the same database, so the server takes the bets and pushes the rounds'
 * events, and no test waits for a round on the wall clock. One engine and clock per game, so drawing one game
 * never moves another's rounds.
 * @example const rounds = minigameRounds(e.sql); const round = await rounds.open('donghang'); await rounds.draw('donghang');
 */
export function minigameRounds(sql: Sql): MinigameRounds {
  const drivers = new Map<string, GameDriver>();
  const driver = (gameId: string, start = Date.now()): GameDriver => {
    const known = drivers.get(gameId);
    if (known) return known;
    // The engine's clock starts at the real time (or before it, to backfill): the server compares the rounds'
    // close with its own clock.
    const clock = manualClock(new Date(start));
    const engine = createMinigameEngine({
      sql,
      clock,
      gameIds: [gameId],
      randomBytes: seededBytes(`e2e ${gameId}`),
    });
    const created = { engine, clock };
    drivers.set(gameId, created);
    return created;
  };
  const moveTo = (clock: ManualClock, at: number) => clock.advance(Math.max(0, at - clock.now().getTime()));

  const running = async (gameId: string): Promise<E2eRound | undefined> => {
    const [round] = await sql<E2eRound[]>`
      SELECT id::int, game_id, round_no, status, closes_at, draws_at FROM minigame_rounds
      WHERE game_id = ${gameId} AND status IN ('open', 'closed')`;
    return round;
  };

  return {
    async open(gameId) {
      const game = findMinigameGame(gameId);
      if (!game) throw new RangeError(`unknown mini-game ${gameId}`);
      const { engine, clock } = driver(gameId);
      // At most two draws: a round opened at (or after) a draw time closes at least 2/3 of a round later.
      for (;;) {
        await engine.tick();
        const round = await running(gameId);
        if (!round) throw new Error(`the engine opened no round of ${gameId}`);
        const left = round.closesAt.getTime() - Date.now();
        if (round.status === 'open' && left >= (game.roundSeconds * 1000) / 2) return round;
        moveTo(clock, Math.max(round.drawsAt.getTime(), Date.now()));
      }
    },
    async backfill(gameId, count) {
      const game = findMinigameGame(gameId);
      if (!game) throw new RangeError(`unknown mini-game ${gameId}`);
      const { engine, clock } = driver(gameId, Date.now() - count * game.roundSeconds * 1000);
      for (;;) {
        await engine.tick();
        const round = await running(gameId);
        if (!round || round.drawsAt.getTime() > Date.now()) return;
        moveTo(clock, round.drawsAt.getTime());
      }
    },
    async draw(gameId) {
      const { engine, clock } = driver(gameId);
      const round = await running(gameId);
      if (!round) throw new Error(`no running round of ${gameId} to draw`);
      moveTo(clock, round.drawsAt.getTime());
      await engine.tick();
      const [drawn] = await sql<E2eRound[]>`
        SELECT id::int, game_id, round_no, status, closes_at, draws_at FROM minigame_rounds WHERE id = ${round.id}`;
      if (drawn?.status !== 'settled')
        throw new Error(`round ${round.id} of ${gameId} ended ${drawn?.status}`);
      return drawn;
    },
    async winningMarket(round) {
      const { seed, chainIndex, salt } = await roundSeed(sql, 'minigame_rounds', round.id);
      const outcome = drawMinigameRound({ gameId: round.gameId, seed, roundNo: chainIndex, salt });
      const market = minigameMarkets(round.gameId).find((m) =>
        minigameMarketWins(round.gameId, m.marketId, outcome),
      );
      if (!market) throw new Error(`no market of ${round.gameId} wins round ${round.id}`);
      return market;
    },
  };
}
