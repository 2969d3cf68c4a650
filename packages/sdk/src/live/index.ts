export { applyLiveToFixtures } from './applyLiveToFixtures';
export type { BackoffOptions } from './backoffDelay';
export { backoffDelay } from './backoffDelay';
export type { FetchLike } from './createFetchSource';
export { createFetchSource } from './createFetchSource';
export type { LiveClient, LiveClientOptions, LiveResyncResult, LiveState } from './createLiveClient';
export { createLiveClient } from './createLiveClient';
export type {
  LiveChannel,
  LiveControl,
  LiveEvent,
  LiveEventChannels,
  LiveEventData,
  LiveEventType,
  LiveMessage,
  LiveOddsChange,
  LivePeriodScore,
  LivePrivateChannel,
  LivePublicChannel,
} from './liveEvent';
export type { LiveSource, LiveSourceFactory } from './liveSource';
export { LiveStreamQuery } from './liveStreamQuery';
export { LIVE_HEARTBEAT_MS, LIVE_RETRY_BASE_MS, LIVE_RETRY_MAX_MS, LIVE_STALE_MS } from './liveTiming';
