import type { JSONValue } from 'postgres';
import type { Db } from '../db/createSql';

export type VirtualRoundStatus = 'open' | 'closed' | 'playing' | 'settled' | 'void';

export interface VirtualRoundRow {
  id: number;
  leagueId: string;
  chainId: number;
  chainIndex: number;
  commitment: string;
  seed: string | null;
  status: VirtualRoundStatus;
  opensAt: Date;
  closesAt: Date;
  startsAt: Date;
  endsAt: Date;
  salt: string;
}

/** An event's entrants as the card gave them: a match's two teams or a race's field, by entrant index. */
export interface VirtualEntrantsJson {
  home?: number;
  away?: number;
  runners?: number[];
}

export interface VirtualEventRow {
  id: number;
  roundId: number;
  position: number;
  entrants: VirtualEntrantsJson;
  result: unknown;
  timeline: unknown;
}

export interface NewVirtualRound {
  leagueId: string;
  chainId: number;
  chainIndex: number;
  commitment: string;
  opensAt: Date;
  closesAt: Date;
  startsAt: Date;
  endsAt: Date;
}

const ROUND_COLUMNS = (db: Db) => db`
  r.id, r.league_id, r.chain_id, r.chain_index, r.commitment, r.seed, r.status, r.opens_at, r.closes_at,
  r.starts_at, r.ends_at, c.salt`;

/**
 * Virtual rounds and their events (the chains are the mini-games' table; the bets are createSingleLegBetsRepository's).
 * Every function takes an optional transaction.
 * @example const round = await createVirtualRepository(sql).lockActive('soccer/worldcup', tx);
 */
export const createVirtualRepository = (sql: Db) => ({
  /** Serialises the league's scheduler steps until the transaction ends. */
  async lockLeague(leagueId: string, db: Db = sql): Promise<void> {
    await db`SELECT pg_advisory_xact_lock(hashtextextended(${`virtual:${leagueId}`}, 0))`;
  },

  /** The league's running round, locked for the scheduler. */
  async lockActive(leagueId: string, db: Db = sql): Promise<VirtualRoundRow | undefined> {
    const [row] = await db<VirtualRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM virtual_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.league_id = ${leagueId} AND r.status IN ('open', 'closed', 'playing') FOR UPDATE OF r`;
    return row;
  },

  /** A round locked for a staff change (after the league's lock). */
  async lock(id: number, db: Db = sql): Promise<VirtualRoundRow | undefined> {
    const [row] = await db<VirtualRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM virtual_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.id = ${id} FOR UPDATE OF r`;
    return row;
  },

  async find(id: number, db: Db = sql): Promise<VirtualRoundRow | undefined> {
    const [row] = await db<VirtualRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM virtual_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.id = ${id}`;
    return row;
  },

  /** The round of an event with the event (a bet's statement share-locks the round itself). */
  async eventRound(
    eventId: number,
    db: Db = sql,
  ): Promise<{ round: VirtualRoundRow; event: VirtualEventRow } | undefined> {
    const [event] = await db<VirtualEventRow[]>`
      SELECT id, round_id, position, entrants, result, timeline FROM virtual_events WHERE id = ${eventId}`;
    if (!event) return undefined;
    const [round] = await db<VirtualRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM virtual_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.id = ${event.roundId}`;
    return round ? { round, event } : undefined;
  },

  async insertRound(round: NewVirtualRound, db: Db = sql): Promise<VirtualRoundRow> {
    const [row] = await db<VirtualRoundRow[]>`
      WITH inserted AS (
        INSERT INTO virtual_rounds (league_id, chain_id, chain_index, commitment, status, opens_at, closes_at,
                                    starts_at, ends_at)
        VALUES (${round.leagueId}, ${round.chainId}, ${round.chainIndex}, ${round.commitment}, 'open',
                ${round.opensAt}, ${round.closesAt}, ${round.startsAt}, ${round.endsAt})
        RETURNING *
      )
      SELECT ${ROUND_COLUMNS(db)} FROM inserted r JOIN minigame_chains c ON c.id = r.chain_id`;
    return row!;
  },

  async insertEvents(roundId: number, entrants: readonly VirtualEntrantsJson[], db: Db = sql): Promise<void> {
    for (const [position, value] of entrants.entries()) {
      await db`
        INSERT INTO virtual_events (round_id, position, entrants)
        VALUES (${roundId}, ${position}, ${db.json(value as JSONValue)})`;
    }
  },

  async events(roundId: number, db: Db = sql): Promise<VirtualEventRow[]> {
    return db<VirtualEventRow[]>`
      SELECT id, round_id, position, entrants, result, timeline FROM virtual_events
      WHERE round_id = ${roundId} ORDER BY position`;
  },

  /** Every event of these rounds, in round and card order. */
  async eventsOf(roundIds: readonly number[], db: Db = sql): Promise<VirtualEventRow[]> {
    if (roundIds.length === 0) return [];
    return db<VirtualEventRow[]>`
      SELECT id, round_id, position, entrants, result, timeline FROM virtual_events
      WHERE round_id = ANY(${roundIds as number[]}::int8[]) ORDER BY round_id, position`;
  },

  async setStatus(id: number, status: VirtualRoundStatus, db: Db = sql): Promise<void> {
    await db`UPDATE virtual_rounds SET status = ${status} WHERE id = ${id}`;
  },

  async setPlayed(eventId: number, result: unknown, timeline: unknown, db: Db = sql): Promise<void> {
    await db`
      UPDATE virtual_events SET result = ${db.json(result as JSONValue)}, timeline = ${db.json(timeline as JSONValue)}
      WHERE id = ${eventId}`;
  },

  async reveal(id: number, seed: string, db: Db = sql): Promise<void> {
    await db`UPDATE virtual_rounds SET status = 'settled', seed = ${seed} WHERE id = ${id}`;
  },

  /** Rounds of the league, newest first; `status` narrows them, `since` keeps only starts at or after it. */
  async recent(
    leagueId: string,
    options: { limit: number; since?: Date; until?: Date; statuses?: readonly VirtualRoundStatus[] },
    db: Db = sql,
  ): Promise<VirtualRoundRow[]> {
    const statuses = options.statuses ?? ['open', 'closed', 'playing', 'settled', 'void'];
    return db<VirtualRoundRow[]>`
      SELECT ${ROUND_COLUMNS(db)} FROM virtual_rounds r JOIN minigame_chains c ON c.id = r.chain_id
      WHERE r.league_id = ${leagueId}
        ${options.since ? db`AND r.starts_at >= ${options.since}` : db``}
        ${options.until ? db`AND r.starts_at < ${options.until}` : db``}
        AND r.status = ANY(${statuses as string[]}::text[])
      ORDER BY r.starts_at DESC LIMIT ${options.limit}`;
  },

  /**
   * Forgets finished rounds that ended before `cutoff`: a round nobody bet on goes with its events; a round with
   * bets keeps its events' entrants and results (its bets' records point at them) and loses only the replay
   * timelines, which its revealed seed recomputes. Ledger rows, slips and virtual_bets are never touched.
   */
  async pruneFinished(cutoff: Date, db: Db = sql): Promise<{ rounds: number; timelines: number }> {
    const [row] = await db<{ rounds: number; timelines: number }[]>`
      WITH old AS (
        SELECT r.id, EXISTS (SELECT 1 FROM virtual_bets b JOIN virtual_events e ON e.id = b.event_id
                             WHERE e.round_id = r.id) AS has_bets
        FROM virtual_rounds r
        WHERE r.ends_at < ${cutoff} AND r.status IN ('settled', 'void')
      ), trimmed AS (
        UPDATE virtual_events e SET timeline = NULL
        FROM old WHERE e.round_id = old.id AND old.has_bets AND e.timeline IS NOT NULL
        RETURNING e.id
      ), dropped_events AS (
        DELETE FROM virtual_events e USING old WHERE e.round_id = old.id AND NOT old.has_bets
        RETURNING e.round_id
      ), dropped AS (
        DELETE FROM virtual_rounds r USING old WHERE r.id = old.id AND NOT old.has_bets
        RETURNING r.id
      )
      SELECT (SELECT count(*) FROM dropped)::int AS rounds, (SELECT count(*) FROM trimmed)::int AS timelines`;
    return row ?? { rounds: 0, timelines: 0 };
  },
});

export type VirtualRepository = ReturnType<typeof createVirtualRepository>;
