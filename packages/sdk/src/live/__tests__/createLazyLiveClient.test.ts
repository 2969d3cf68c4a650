import { describe, expect, it } from 'vitest';
import { createLazyLiveClient } from '../createLazyLiveClient';
import type { LiveSource, LiveSourceFactory } from '../liveSource';

/** A source factory that records the connections opened and closed. */
const recordingSource = () => {
  const opened: { url: string; closed: boolean }[] = [];
  const source: LiveSourceFactory = (url) => {
    const entry = { url, closed: false };
    opened.push(entry);
    const live: LiveSource = {
      onmessage: null,
      onerror: null,
      close: () => {
        entry.closed = true;
      },
    };
    return live;
  };
  return { opened, source };
};

const URL = 'http://kbet.test/live/stream';

describe('createLazyLiveClient', () => {
  it('loads nothing and opens nothing until started', async () => {
    const { opened, source } = recordingSource();
    const live = createLazyLiveClient({ url: URL, source });
    await live.loaded();
    expect(live.state.value).toBe('idle');
    expect(opened).toEqual([]);
  });

  it('is connecting while its code loads, then opens the stream as the live client does', async () => {
    const { opened, source } = recordingSource();
    const live = createLazyLiveClient({ url: URL, source });
    live.start();
    expect(live.state.value).toBe('connecting');
    await live.loaded();
    expect(opened).toEqual([{ url: URL, closed: false }]);
    live.stop();
    expect(live.state.value).toBe('closed');
    expect(opened[0]?.closed).toBe(true);
    live.start();
    expect(opened).toHaveLength(2);
    live.stop();
  });

  it('does not connect when stopped before its code arrived', async () => {
    const { opened, source } = recordingSource();
    const live = createLazyLiveClient({ url: URL, source });
    live.start();
    live.stop();
    expect(live.state.value).toBe('idle');
    await live.loaded();
    expect(opened).toEqual([]);
    expect(live.state.value).toBe('idle');
  });
});
