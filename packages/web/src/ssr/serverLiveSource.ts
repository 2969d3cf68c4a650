import type { LiveSource, LiveSourceFactory } from '@kbet/sdk';

/**
 * The live push of a server render: a connection that never opens. A member's session starts the push as it
 * restores (createKbet), and the SDK's own source would open `GET /live/stream` through the server's inject for
 * every member page (the stream's setup, its database head and a resync of the render's data, about 200 ms beside
 * a render that sends no push). The page's live state renders the same (connecting); the browser opens its own.
 * @example createKbet({ baseURL, fetch, liveSource: serverLiveSource });
 */
export const serverLiveSource: LiveSourceFactory = (): LiveSource => ({
  onmessage: null,
  onerror: null,
  close() {},
});
