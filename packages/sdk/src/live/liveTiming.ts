/** The live stream's timers, shared by the server (which sends) and the live client (which watches). */

/** The stream sends a heartbeat this often, like the LSports feed's own 5-second heartbeat. */
export const LIVE_HEARTBEAT_MS = 5_000;
/** Silence this long (two heartbeats missed, plus slack) makes the stream stale. */
export const LIVE_STALE_MS = 12_000;
/** Reconnect delays grow from this base… */
export const LIVE_RETRY_BASE_MS = 1_000;
/** …and are capped here. */
export const LIVE_RETRY_MAX_MS = 30_000;
