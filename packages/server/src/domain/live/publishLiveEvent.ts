import type { LiveEventChannels, LiveEventData, LiveEventType, LivePrivateChannel } from '@kbet/sdk';
import type { JSONValue } from 'postgres';
import type { Db, Sql } from '../../db/createSql';

/** Wakes every process's sequencer (live_sequence_events) at once instead of at its next poll. */
export const LIVE_PENDING_CHANNEL = 'kbet_live_pending';

/** One event to push: its type fixes its channel, and a private channel needs the member it belongs to. */
export type LiveEventInput = {
  [T in LiveEventType]: {
    type: T;
    channel: LiveEventChannels[T];
    data: LiveEventData[T];
  } & (LiveEventChannels[T] extends LivePrivateChannel ? { memberId: number } : { memberId?: undefined });
}[LiveEventType];

async function insertLiveEvents(db: Db, events: readonly LiveEventInput[]): Promise<void> {
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
    FROM jsonb_array_elements(${db.json(rows as unknown as JSONValue)}::jsonb) WITH ORDINALITY AS t (e, n)
    ORDER BY n`;
}

/**
 * Records a live event inside the business transaction that causes it: it is pushed only if `tx` commits,
 * numbered in commit order by the sequencer (within about 50 ms of the commit). Balance, new-message and
 * bet-settlement events need no call: database triggers on postings, messages and bet_slip_events write them.
 * @example await publishLiveEvent(tx, { channel: 'odds', type: 'odds', data: { fixtureId, changes } });
 */
export async function publishLiveEvent(tx: Db, event: LiveEventInput): Promise<void> {
  await insertLiveEvents(tx, [event]);
}

/**
 * Records live events in their own transaction and wakes the sequencers at once: for publishers that are
 * not inside a business transaction (the feed listener, a CLI command, another process).
 * @example await publishLiveEventsNow(sql, [{ channel: 'feed', type: 'feed', data: { stale: true } }]);
 */
export async function publishLiveEventsNow(sql: Sql, events: readonly LiveEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await sql.begin(async (tx) => {
    await insertLiveEvents(tx, events);
    await tx`SELECT pg_notify(${LIVE_PENDING_CHANNEL}, '')`;
  });
}
