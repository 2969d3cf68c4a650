import type { LiveEventChannels, LiveEventData, LiveEventType, LivePrivateChannel } from '@kbet/sdk';
import type { Db, Sql } from '../../db/createSql';
import { createLiveEventsRepository } from '../../repositories/liveEventsRepository';

/** Wakes every process's sequencer (live_sequence_events) at once instead of at its safety poll. */
export const LIVE_PENDING_CHANNEL = 'kbet_live_pending';

/** One event to push: its type fixes its channel, and a private channel needs the member it belongs to. */
export type LiveEventInput = {
  [T in LiveEventType]: {
    type: T;
    channel: LiveEventChannels[T];
    data: LiveEventData[T];
  } & (LiveEventChannels[T] extends LivePrivateChannel ? { memberId: number } : { memberId?: undefined });
}[LiveEventType];

/**
 * Records a live event inside the business transaction that causes it: it is pushed only if `tx` commits,
 * numbered in commit order by the sequencer, which the caller's request or engine tick wakes once it has
 * committed (announceLiveWrites; the safety poll, LIVE_SEQUENCE_MS, catches any other). Balance, new-message
 * and bet-settlement events need no call: database triggers on postings, messages and bet_slip_events write them.
 * @example await publishLiveEvent(tx, { channel: 'odds', type: 'odds', data: { fixtureId, changes } });
 */
export async function publishLiveEvent(tx: Db, event: LiveEventInput): Promise<void> {
  await createLiveEventsRepository(tx).insert([event]);
}

/**
 * Records live events in their own transaction and wakes the sequencers at once: for publishers that are
 * not inside a business transaction (the feed listener, a CLI command, another process).
 * @example await publishLiveEventsNow(sql, [{ channel: 'feed', type: 'feed', data: { stale: true } }]);
 */
export async function publishLiveEventsNow(sql: Sql, events: readonly LiveEventInput[]): Promise<void> {
  if (events.length === 0) return;
  await sql.begin(async (tx) => {
    const repository = createLiveEventsRepository(tx);
    await repository.insert(events);
    await repository.notify(LIVE_PENDING_CHANNEL);
  });
}
