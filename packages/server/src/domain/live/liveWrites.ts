import { channel } from 'node:diagnostics_channel';

/**
 * In-process wake-up for the live hub's sequencer: a committed business transaction that may have written
 * live events (a ledger posting's balance event, a settled slip, a message) is announced here, and the hubs of
 * this process number them at once. Business transactions never NOTIFY (a NOTIFY takes PostgreSQL's
 * database-wide notify lock at commit, which would serialize every bet's commit), so the wake-up stays in the
 * process that committed; the sequencer's own NOTIFY on kbet_live then reaches every process. A process without
 * a hub (a job or script on the server's code) sends notifyLiveWrites after its commit instead; the CLI writes
 * through the HTTP API, whose requests are announced by the server that answers them.
 */
export const liveWrites = channel('kbet:live-writes');

/**
 * Tells this process's live hubs that a transaction that may have written live events has committed.
 * @example await settleOdds(sql, oddsIds, options); announceLiveWrites();
 */
export function announceLiveWrites(): void {
  if (liveWrites.hasSubscribers) liveWrites.publish(undefined);
}
