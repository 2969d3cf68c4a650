import type { JSONValue } from 'postgres';
import type { Db } from '../db/createSql';
import type { LiveEventInput } from '../domain/live/publishLiveEvent';

/** A numbered live_events row as the hub reads it. */
export interface LiveEventRow {
  seq: number;
  memberId: number | null;
  type: string;
  /** The jsonb payload as JSON text, spliced into the frame without a parse. */
  data: string;
}

/**
 * The live push's table (live_events) and its sequencer, pruner and wake-up channel. Bound to one handle:
 * the pool for the hub, the business transaction for a publisher.
 * @example await createLiveEventsRepository(tx).insert([{ channel: 'feed', type: 'feed', data: { stale: true } }]);
 */
export const createLiveEventsRepository = (db: Db) => ({
  async insert(events: readonly LiveEventInput[]): Promise<void> {
    const rows = events.map((e) => ({
      channel: e.channel,
      memberId: e.memberId ?? null,
      type: e.type,
      data: e.data,
    }));
    // In the given order: ids (and so sequence numbers within a commit) follow it.
    await db`
    INSERT INTO live_events (channel, member_id, type, data)
    SELECT e->>'channel', (e->>'memberId')::integer, e->>'type', e->'data'
    FROM jsonb_array_elements(${db.json(rows as JSONValue)}::jsonb) WITH ORDINALITY AS t (e, n)
    ORDER BY n`;
  },

  /** Wakes every process LISTENing on `channel`. */
  async notify(channel: string): Promise<void> {
    await db`SELECT pg_notify(${channel}, '')`;
  },

  /**
   * Up to `limit` rows after `after` (up to `upto`, visible to `memberId` when given) and the oldest number
   * retained: one row with null event columns when there is none.
   */
  async readAfter(after: number, limit: number, filter?: { upto: number; memberId: number | null }) {
    return db<(Partial<LiveEventRow> & { oldest: number | null })[]>`
      WITH bounds AS (SELECT min(seq) AS oldest FROM live_events)
      SELECT bounds.oldest, e.seq, e.member_id, e.type, e.data
      FROM bounds LEFT JOIN LATERAL (
        SELECT seq, member_id, type, data::text AS data FROM live_events
        WHERE seq > ${after}
          ${filter ? db`AND seq <= ${filter.upto} AND (member_id IS NULL OR member_id = ${filter.memberId})` : db``}
        ORDER BY seq LIMIT ${limit}
      ) e ON true`;
  },

  /** Numbers up to `batch` committed events: the new head, null when none waited, -1 when another process holds the lock. */
  async sequence(batch: number): Promise<number | null | undefined> {
    const [row] = await db<{ head: number | null }[]>`SELECT live_sequence_events(${batch}) AS head`;
    return row?.head;
  },

  async head(): Promise<number | null> {
    const [row] = await db<{ head: number | null }[]>`SELECT max(seq) AS head FROM live_events`;
    return row?.head ?? null;
  },

  async bounds(): Promise<{ oldest: number | null; newest: number | null }> {
    const [bounds] = await db<{ oldest: number | null; newest: number | null }[]>`
      SELECT min(seq) AS oldest, max(seq) AS newest FROM live_events`;
    return { oldest: bounds?.oldest ?? null, newest: bounds?.newest ?? null };
  },

  async prune(retentionMs: number, retentionRows: number): Promise<void> {
    await db`SELECT live_prune_events(${retentionMs} * interval '1 millisecond', ${retentionRows})`;
  },
});

export type LiveEventsRepository = ReturnType<typeof createLiveEventsRepository>;
