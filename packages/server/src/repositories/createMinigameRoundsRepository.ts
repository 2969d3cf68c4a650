import type { MinigameBettingLimits } from '@kbet/sdk';
import type { JSONValue } from 'postgres';
import type { Db } from '../db/createSql';

export type MinigameRoundStatus = 'open' | 'closed' | 'drawn' | 'settled' | 'void';

/** A game's committed chain as stored: the public commitment and salt, the secret checkpoints. */
export interface MinigameChainRow {
  id: number;
  gameId: string;
  commitment: string;
  salt: string;
  length: number;
  checkpointInterval: number;
  checkpoints: string[];
  nextIndex: number;
}

export interface MinigameRoundRow {
  id: number;
  gameId: string;
  kstDay: string;
  roundNo: number;
  chainId: number;
  chainIndex: number;
  commitment: string;
  seed: string | null;
  status: MinigameRoundStatus;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  outcome: unknown;
  salt: string;
  /** Market id → the odds the round opened with; null for a round opened before rounds kept their odds. */
  odds: Record<string, string> | null;
}

/** A game's stored settings (no row: on, not in maintenance, default close seconds and RTPs). */
export interface MinigameGameSettingsRow {
  enabled: boolean;
  maintenance: boolean;
  /** null: the SDK's default. */
  closeSeconds: number | null;
  /** Market id → operator RTP; a market not listed takes its catalogue default. */
  rtp: Record<string, string>;
}

/** When a game's scheduler next has work: its active round's status and deadlines, or none. */
export interface MinigameSchedule {
  gameId: string;
  status: MinigameRoundStatus;
  closesAt: Date;
  drawsAt: Date;
}

export interface NewMinigameChain {
  gameId: string;
  commitment: string;
  salt: string;
  length: number;
  checkpointInterval: number;
  checkpoints: readonly string[];
  createdAt: Date;
}

export interface NewMinigameRound {
  gameId: string;
  chainId: number;
  chainIndex: number;
  commitment: string;
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  odds: Record<string, string>;
}

const NO_SETTINGS: MinigameGameSettingsRow = {
  enabled: true,
  maintenance: false,
  closeSeconds: null,
  rtp: {},
};

const ROUND_COLUMNS = (db: Db) => db`
  r.id, r.game_id, to_char(r.kst_day, 'YYYY-MM-DD') AS kst_day, r.round_no, r.chain_id, r.chain_index,
  r.commitment, r.seed, r.status, r.opens_at, r.closes_at, r.draws_at, r.outcome, c.salt, r.odds`;

/**
 * Mini-game chains and rounds. Every function takes an optional transaction.
 * @example const round = await createMinigameRoundsRepository(sql).lockActive('donghang', tx);
 */
export const createMinigameRoundsRepository = (sql: Db) => ({
  /** Serialises the game's scheduler steps until the transaction ends (an advisory lock on the game id). */
  async lockGame(gameId: string, db: Db = sql): Promise<void> {
    await db`SELECT pg_advisory_xact_lock(hashtextextended(${`minigame:${gameId}`}, 0))`;
  },

  /** The game's newest chain with positions left, locked so two openers never take the same position. */
  async lockUsableChain(gameId: string, db: Db = sql): Promise<MinigameChainRow | undefined> {
    const [row] = await db<MinigameChainRow[]>`
      SELECT id, game_id, commitment, salt, length, checkpoint_interval, checkpoints, next_index
      FROM minigame_chains WHERE game_id = ${gameId} AND next_index <= length
      ORDER BY id DESC LIMIT 1 FOR UPDATE`;
    return row;
  },

  async findChain(id: number, db: Db = sql): Promise<MinigameChainRow | undefined> {
    const [row] = await db<MinigameChainRow[]>`
      SELECT id, game_id, commitment, salt, length, checkpoint_interval, checkpoints, next_index
      FROM minigame_chains WHERE id = ${id}`;
    return row;
  },

  async insertChain(chain: NewMinigameChain, db: Db = sql): Promise<MinigameChainRow> {
    const [row] = await db<MinigameChainRow[]>`
      INSERT INTO minigame_chains (game_id, commitment, salt, length, checkpoint_interval, checkpoints, created_at)
      VALUES (${chain.gameId}, ${chain.commitment}, ${chain.salt}, ${chain.length}, ${chain.checkpointInterval},
              ${chain.checkpoints as string[]}::text[], ${chain.createdAt})
      RETURNING id, game_id, commitment, salt, length, checkpoint_interval, checkpoints, next_index`;
    return row!;
  },

  /** Takes the chain's next position for a new round. */
  async advanceChain(chainId: number, db: Db = sql): Promise<void> {
    await db`UPDATE minigame_chains SET next_index = next_index + 1 WHERE id = ${chainId}`;
  },

  /** The game's round that takes bets or waits for its draw, locked for the scheduler. */
  async lockActive(gameId: string, db: Db = sql): Promise<MinigameRoundRow | undefined> {
    const [row] = await db<MinigameRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.game_id = ${gameId} AND r.status IN ('open', 'closed') FOR UPDATE OF r`;
    return row;
  },

  /** Inserts a round numbered after the game's last round of the same KST day (of its draw). */
  async insertRound(round: NewMinigameRound, db: Db = sql): Promise<MinigameRoundRow> {
    const [row] = await db<MinigameRoundRow[]>`
      WITH day AS (SELECT (${round.drawsAt}::timestamptz AT TIME ZONE 'Asia/Seoul')::date AS d),
      inserted AS (
        INSERT INTO minigame_rounds (game_id, kst_day, round_no, chain_id, chain_index, commitment, status,
                                     opens_at, closes_at, draws_at, odds)
        SELECT ${round.gameId}, day.d,
               coalesce((SELECT max(round_no) FROM minigame_rounds WHERE game_id = ${round.gameId} AND kst_day = day.d), 0) + 1,
               ${round.chainId}, ${round.chainIndex}, ${round.commitment}, 'open',
               ${round.opensAt}, ${round.closesAt}, ${round.drawsAt}, ${db.json(round.odds)}
        FROM day
        RETURNING *
      )
      SELECT ${ROUND_COLUMNS(db)} FROM inserted r JOIN minigame_chains c ON c.id = r.chain_id`;
    return row!;
  },

  async setStatus(id: number, status: MinigameRoundStatus, db: Db = sql): Promise<void> {
    await db`UPDATE minigame_rounds SET status = ${status} WHERE id = ${id}`;
  },

  async reveal(id: number, seed: string, outcome: unknown, db: Db = sql): Promise<void> {
    await db`
      UPDATE minigame_rounds SET status = 'drawn', seed = ${seed}, outcome = ${db.json(outcome as JSONValue)}
      WHERE id = ${id}`;
  },

  /** The game's newest rounds, newest first. */
  async recent(gameId: string, limit: number, db: Db = sql): Promise<MinigameRoundRow[]> {
    return db<MinigameRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.game_id = ${gameId} ORDER BY r.id DESC LIMIT ${limit}`;
  },

  async find(id: number, db: Db = sql): Promise<MinigameRoundRow | undefined> {
    const [row] = await db<MinigameRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.id = ${id}`;
    return row;
  },

  /** The round locked for a staff change (after the game's lock, in the scheduler's order). */
  async lock(id: number, db: Db = sql): Promise<MinigameRoundRow | undefined> {
    const [row] = await db<MinigameRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.id = ${id} FOR UPDATE OF r`;
    return row;
  },

  /** A page of the game's rounds, newest first, with how many it has in all. */
  async page(
    gameId: string,
    paging: { limit: number; offset: number },
    db: Db = sql,
  ): Promise<{ items: MinigameRoundRow[]; total: number }> {
    const [items, [count]] = await Promise.all([
      db<MinigameRoundRow[]>`
        SELECT ${ROUND_COLUMNS(db)} FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
        WHERE r.game_id = ${gameId} ORDER BY r.id DESC LIMIT ${paging.limit} OFFSET ${paging.offset}`,
      db<{ total: number }[]>`SELECT count(*)::int AS total FROM minigame_rounds WHERE game_id = ${gameId}`,
    ]);
    return { items, total: count?.total ?? 0 };
  },

  /** Every game's round that takes bets or waits for its draw. */
  async allActive(db: Db = sql): Promise<MinigameRoundRow[]> {
    return db<MinigameRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.status IN ('open', 'closed')`;
  },

  /**
   * Every game's active round with its deadlines, and the ids of the games switched off: what the engine reads
   * once per tick to know which games have work (one small query, whatever process changed a game).
   */
  async schedule(db: Db = sql): Promise<{ active: MinigameSchedule[]; disabled: Set<string> }> {
    const [active, disabled] = await Promise.all([
      db<MinigameSchedule[]>`
        SELECT game_id, status, closes_at, draws_at FROM minigame_rounds WHERE status IN ('open', 'closed')`,
      db<{ gameId: string }[]>`SELECT game_id FROM minigame_game_settings WHERE NOT enabled`,
    ]);
    return { active, disabled: new Set(disabled.map((row) => row.gameId)) };
  },

  /** A game's settings (the defaults when it has no row). */
  async gameSettings(gameId: string, db: Db = sql): Promise<MinigameGameSettingsRow> {
    const [row] = await db<MinigameGameSettingsRow[]>`
      SELECT enabled, maintenance, close_seconds, rtp FROM minigame_game_settings WHERE game_id = ${gameId}`;
    return row ?? NO_SETTINGS;
  },

  /** Every game's settings that has a row, by game id. */
  async allGameSettings(db: Db = sql): Promise<Map<string, MinigameGameSettingsRow>> {
    const rows = await db<(MinigameGameSettingsRow & { gameId: string })[]>`
      SELECT game_id, enabled, maintenance, close_seconds, rtp FROM minigame_game_settings`;
    return new Map(rows.map(({ gameId, ...settings }) => [gameId, settings]));
  },

  /** Stores a game's on/off flag, close seconds and RTPs (its maintenance flag is left as it is). */
  async saveGameSettings(
    gameId: string,
    settings: Pick<MinigameGameSettingsRow, 'enabled' | 'closeSeconds' | 'rtp'>,
    db: Db = sql,
  ): Promise<void> {
    await db`
      INSERT INTO minigame_game_settings (game_id, enabled, close_seconds, rtp)
      VALUES (${gameId}, ${settings.enabled}, ${settings.closeSeconds}, ${db.json(settings.rtp)})
      ON CONFLICT (game_id) DO UPDATE
      SET enabled = EXCLUDED.enabled, close_seconds = EXCLUDED.close_seconds, rtp = EXCLUDED.rtp`;
  },

  /** The operator's mini-game limits (settings key minigameBetting). */
  async bettingSetting(db: Db = sql): Promise<MinigameBettingLimits | undefined> {
    const [row] = await db<{ value: MinigameBettingLimits }[]>`
      SELECT value FROM settings WHERE key = 'minigameBetting'`;
    return row?.value;
  },

  /** Whether the game is in maintenance (no row: open). */
  async maintenance(gameId: string, db: Db = sql): Promise<boolean> {
    const [row] = await db<{ maintenance: boolean }[]>`
      SELECT maintenance FROM minigame_game_settings WHERE game_id = ${gameId}`;
    return row?.maintenance ?? false;
  },

  async setMaintenance(gameId: string, maintenance: boolean, db: Db = sql): Promise<void> {
    await db`
      INSERT INTO minigame_game_settings (game_id, maintenance) VALUES (${gameId}, ${maintenance})
      ON CONFLICT (game_id) DO UPDATE SET maintenance = EXCLUDED.maintenance`;
  },
});

export type MinigameRoundsRepository = ReturnType<typeof createMinigameRoundsRepository>;
