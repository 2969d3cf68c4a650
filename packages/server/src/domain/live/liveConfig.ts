import { LIVE_HEARTBEAT_MS } from '@kbet/sdk';

export interface LiveConfig {
  /** Heartbeat to every stream (the client goes stale after LIVE_STALE_MS without one). */
  heartbeatMs: number;
  /**
   * The sequencer's safety poll: a committed write wakes it at once (announceLiveWrites, a NOTIFY on
   * kbet_live_pending), so this only bounds how late an event no wake-up announced is numbered.
   */
  sequenceEveryMs: number;
  /** Woken runs of the sequencer start at least this far apart, so a burst of commits is numbered in batches. */
  sequenceGapMs: number;
  /** Events are replayable this long after they are numbered (clients could first see them)… */
  retentionMs: number;
  /** …and at most this many; older ones are pruned. */
  retentionRows: number;
  pruneEveryMs: number;
  /** How often open member streams are checked against their sessions (logout, other device, idle). */
  sessionCheckMs: number;
  /** A stream whose unsent output grows past this is dropped; its client resumes from its last number. */
  maxBufferedBytes: number;
  /**
   * A resume further behind the head than this many numbers is not replayed: it starts at the head, and the
   * ready frame's `prev` tells the client to resync from a snapshot, which is cheaper than a long backlog.
   */
  maxReplay: number;
}

const number = (value: string | undefined, fallback: number): number => {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * The live hub's settings: `LIVE_HEARTBEAT_MS`, `LIVE_SEQUENCE_MS`, `LIVE_SEQUENCE_GAP_MS`, `LIVE_RETENTION_MS`, `LIVE_RETENTION_ROWS`,
 * `LIVE_PRUNE_MS`, `LIVE_SESSION_CHECK_MS`, `LIVE_MAX_BUFFERED_BYTES`, `LIVE_MAX_REPLAY`.
 * @example const config = loadLiveConfig({ LIVE_HEARTBEAT_MS: '1000' });
 */
export function loadLiveConfig(env: NodeJS.ProcessEnv = process.env): LiveConfig {
  return {
    heartbeatMs: number(env.LIVE_HEARTBEAT_MS, LIVE_HEARTBEAT_MS),
    sequenceEveryMs: number(env.LIVE_SEQUENCE_MS, 1_000),
    sequenceGapMs: number(env.LIVE_SEQUENCE_GAP_MS, 50),
    retentionMs: number(env.LIVE_RETENTION_MS, 15 * 60_000),
    retentionRows: number(env.LIVE_RETENTION_ROWS, 200_000),
    pruneEveryMs: number(env.LIVE_PRUNE_MS, 60_000),
    sessionCheckMs: number(env.LIVE_SESSION_CHECK_MS, 15_000),
    maxBufferedBytes: number(env.LIVE_MAX_BUFFERED_BYTES, 1024 * 1024),
    maxReplay: number(env.LIVE_MAX_REPLAY, 1_000),
  };
}
