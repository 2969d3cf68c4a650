import type { Sql } from '../../db/createSql';
import { createLiveEventsRepository } from '../../repositories/liveEventsRepository';
import { LIVE_PENDING_CHANNEL } from './publishLiveEvent';

/**
 * Wakes every process's live sequencer after a commit made in a process with no live hub of its own (a job or
 * script on `@kbet/server/testing`, a maintenance run): a NOTIFY on kbet_live_pending, sent on the pool after
 * the business transaction has committed, never inside it (a NOTIFY in the transaction would take PostgreSQL's
 * database-wide notify lock at its commit, serialising it with every other notifying commit). Inside a server
 * process, announceLiveWrites does this without a round trip; without either, the hubs' safety poll
 * (LIVE_SEQUENCE_MS) numbers the events.
 * @example await sql.begin((tx) => postTransaction(tx, grant)); await notifyLiveWrites(sql);
 */
export async function notifyLiveWrites(sql: Sql): Promise<void> {
  await createLiveEventsRepository(sql).notify(LIVE_PENDING_CHANNEL);
}
