// Its own module: the event bus (events.ts) names it, and the live client imports the bus, so keeping it in
// createLiveClient would make the two import each other.
/**
 * idle (not started) → connecting → live; a dropped connection is reconnecting, a silent one (or one down
 * too long) is stale; closed after stop() or when the server ends the session. The stream is "down"
 * (polling runs) while reconnecting or stale.
 */
export type LiveState = 'idle' | 'connecting' | 'live' | 'reconnecting' | 'stale' | 'closed';
