import { describe, expect, it } from 'vitest';
import { createLazyLiveClient } from '../createLazyLiveClient';
import { fakeLive } from './fakeLive';

const URL = 'http://kbet.test/live/stream';

describe('createLazyLiveClient', () => {
  it('loads nothing and opens nothing until started', async () => {
    const { opened, source } = fakeLive();
    const live = createLazyLiveClient({ url: URL, source });
    await live.loaded();
    expect(live.state.value).toBe('idle');
    expect(opened).toEqual([]);
  });

  it('is connecting while its code loads, then opens the stream as the live client does', async () => {
    const { opened, source } = fakeLive();
    const live = createLazyLiveClient({ url: URL, source });
    live.start();
    expect(live.state.value).toBe('connecting');
    await live.loaded();
    expect(opened).toEqual([{ url: URL, closed: false, headers: {} }]);
    live.stop();
    expect(live.state.value).toBe('closed');
    expect(opened[0]?.closed).toBe(true);
    live.start();
    expect(opened).toHaveLength(2);
    live.stop();
  });

  it('does not connect when stopped before its code arrived', async () => {
    const { opened, source } = fakeLive();
    const live = createLazyLiveClient({ url: URL, source });
    live.start();
    live.stop();
    expect(live.state.value).toBe('idle');
    await live.loaded();
    expect(opened).toEqual([]);
    expect(live.state.value).toBe('idle');
  });
});
