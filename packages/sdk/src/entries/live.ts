// @kbet/sdk/live: the live-push client and the typed LiveEvent union it delivers.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { HomeFixtureDigestLimits } from '../home/homeFixtureDigest';
export { homeFixtureDigest } from '../home/homeFixtureDigest';
export { popularLeagues } from '../home/popularLeagues';
export { startingSoon } from '../home/startingSoon';
export { maskNickname } from '../jackpot/maskNickname';
export { applyLiveToFixtures } from '../live/applyLiveToFixtures';
export type { BackoffOptions } from '../live/backoffDelay';
export type { FetchLike } from '../live/createFetchSource';
export { createFetchSource } from '../live/createFetchSource';
export type { LiveClient, LiveClientOptions, LiveResyncResult } from '../live/createLiveClient';
export { createLiveClient } from '../live/createLiveClient';
export type { LiveNoticeSnapshot, LiveNoticeStore } from '../live/createLiveNoticeStore';
export { createLiveNoticeStore } from '../live/createLiveNoticeStore';
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
} from '../live/liveEvent';
export type { LiveNotice } from '../live/liveNotice';
export { liveNotice } from '../live/liveNotice';
export type { LiveSource, LiveSourceFactory } from '../live/liveSource';
export type { LiveState } from '../live/liveState';
export { LiveStreamQuery } from '../live/liveStreamQuery';
export { LIVE_HEARTBEAT_MS, LIVE_RETRY_BASE_MS, LIVE_RETRY_MAX_MS, LIVE_STALE_MS } from '../live/liveTiming';
