import type { LiveSource, LiveSourceFactory } from '../liveSource';

/**
 * A live source factory whose connections a test can see opening (with their URL and headers) and closing, and
 * send messages on (`sources`, in the order opened).
 * @example const live = fakeLive(); createKbet({ baseURL, liveSource: live.source }); live.opened // [...]
 */
export const fakeLive = () => {
  const opened: { url: string; closed: boolean; headers?: Record<string, string> }[] = [];
  const sources: LiveSource[] = [];
  const source: LiveSourceFactory = (url, headers) => {
    const entry = { url, closed: false, headers };
    opened.push(entry);
    const live: LiveSource = {
      onmessage: null,
      onerror: null,
      close: () => {
        entry.closed = true;
      },
    };
    sources.push(live);
    return live;
  };
  return { opened, source, sources };
};
