import type { LiveEventInput } from './publishLiveEvent';

/**
 * What the feed's publisher writes in place of events it gives up on (their INSERT kept failing, or too many
 * waited behind it): a `resync`, which makes every client read its snapshots again (odds, scores and fixture
 * statuses as they are now), after the newest `feed` event of them, since whether the feed is stale is a state
 * the snapshots do not carry. So nothing the dropped events said is lost to a client, in two events however many
 * were dropped.
 * @example queue.splice(0, queue.length, ...resyncInstead(queue));
 */
export function resyncInstead(dropped: readonly LiveEventInput[]): LiveEventInput[] {
  let feed: LiveEventInput | undefined;
  for (const event of dropped) if (event.type === 'feed') feed = event;
  const resync: LiveEventInput = { channel: 'feed', type: 'resync', data: {} };
  return feed ? [feed, resync] : [resync];
}
