export type { LiveConfig } from './liveConfig';
export { loadLiveConfig } from './liveConfig';
export type { LiveHub, LiveHubOptions, OpenStreamOptions } from './liveHub';
export { createLiveHub, LIVE_CHANNEL } from './liveHub';
export { announceLiveWrites, liveWrites } from './liveWrites';
export { notifyLiveWrites } from './notifyLiveWrites';
export { publishFeedEvents } from './publishFeedEvents';
export type { LiveEventInput } from './publishLiveEvent';
export { LIVE_PENDING_CHANNEL, publishLiveEvent, publishLiveEventsNow } from './publishLiveEvent';
