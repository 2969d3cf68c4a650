import { createLiveClient, LIVE_HEARTBEAT_MS, type LiveSource } from '@kbet/sdk';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createKbetHarness } from '@/test/renderWithKbet';
import { useLiveFeed } from '../useLiveFeed';

const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A live client over a connection the test drives: `ready` makes the push live, `drop` breaks it. */
function liveClient() {
  const sources: LiveSource[] = [];
  let seq = 1;
  const send = (message: object) => act(() => sources.at(-1)?.onmessage?.({ data: JSON.stringify(message) }));
  const live = createLiveClient({
    url: '/live/stream',
    source: () => {
      const source: LiveSource = { onmessage: null, onerror: null, close: () => {} };
      sources.push(source);
      return source;
    },
  });
  return {
    live,
    ready: () => send({ type: 'ready', seq, prev: seq }),
    drop: () => act(() => sources.at(-1)?.onerror?.({})),
    /** Lets `ms` pass with the stream's heartbeats arriving, so it stays live. */
    async liveFor(ms: number) {
      for (let left = ms; left > 0; left -= LIVE_HEARTBEAT_MS) {
        await wait(Math.min(left, LIVE_HEARTBEAT_MS));
        seq += 1;
        send({ type: 'heartbeat', seq, prev: seq - 1 });
      }
    },
  };
}

async function setup(options?: { liveRefreshMs?: number }) {
  const push = liveClient();
  const harness = await createKbetHarness({ stores: () => ({ live: push.live }) });
  const refresh = vi.fn();
  const hook = renderHook(({ fn }) => useLiveFeed(fn, options), {
    initialProps: { fn: refresh },
    wrapper: harness.wrapper,
  });
  return { ...push, refresh, hook };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useLiveFeed', () => {
  it('connects the push and re-reads every 5 seconds until it is live, then stops re-reading', async () => {
    const { live, ready, liveFor, refresh, hook } = await setup();
    expect(hook.result.current).toBe('connecting');
    await wait(4_999);
    expect(refresh).not.toHaveBeenCalled();
    await wait(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await wait(5_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    await ready();
    expect(hook.result.current).toBe('live');
    await liveFor(60_000);
    expect(hook.result.current).toBe('live');
    expect(refresh).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it('re-reads every 5 seconds again once the push drops', async () => {
    const { live, ready, drop, refresh, hook } = await setup();
    await ready();
    await drop();
    expect(hook.result.current).toBe('reconnecting');
    await wait(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    live.stop();
  });

  it('keeps re-reading every liveRefreshMs while the push is live, when asked to', async () => {
    const { live, ready, liveFor, refresh, hook } = await setup({ liveRefreshMs: 30_000 });
    await ready();
    await liveFor(25_000);
    expect(refresh).not.toHaveBeenCalled();
    await liveFor(5_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await liveFor(30_000);
    expect(hook.result.current).toBe('live');
    expect(refresh).toHaveBeenCalledTimes(2);
    live.stop();
  });

  it('runs the refresh of the latest render', async () => {
    const { live, refresh, hook } = await setup();
    const next = vi.fn();
    hook.rerender({ fn: next });
    await wait(5_000);
    expect(next).toHaveBeenCalledTimes(1);
    expect(refresh).not.toHaveBeenCalled();
    live.stop();
  });
});
