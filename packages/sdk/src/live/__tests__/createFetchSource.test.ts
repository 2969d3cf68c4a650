import { describe, expect, it, vi } from 'vitest';
import { createFetchSource, type FetchLike } from '../createFetchSource';

const encoder = new TextEncoder();

/** A fetch whose body yields `chunks` and then ends (or stays open when `hold`). */
const fakeFetch = (chunks: string[], init: { status?: number; hold?: boolean } = {}) => {
  const calls: { url: string; headers: Record<string, string> }[] = [];
  const fetch: FetchLike = async (url, { headers, signal }) => {
    calls.push({ url, headers });
    const queue = [...chunks];
    return {
      ok: (init.status ?? 200) === 200,
      status: init.status ?? 200,
      body: {
        getReader: () => ({
          read: () => {
            const next = queue.shift();
            if (next !== undefined) return Promise.resolve({ done: false, value: encoder.encode(next) });
            if (!init.hold) return Promise.resolve({ done: true });
            return new Promise((_, reject) =>
              signal.addEventListener('abort', () => reject(new Error('aborted'))),
            );
          },
        }),
      },
    };
  };
  return { fetch, calls };
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFetchSource', () => {
  it('sends the headers and delivers the data of each event, across chunk boundaries and CRLF', async () => {
    const { fetch, calls } = fakeFetch(
      [
        ': comment\nretry: 3000\n',
        'id: 1\ndata: {"seq":1,',
        '"prev":0}\n\n',
        'data:first\r\ndata: second\r\n\r\n',
        'event: other\n\n',
      ],
      { hold: true },
    );
    const source = createFetchSource(fetch)('http://x/live/stream', { authorization: 'Bearer t' });
    const messages: string[] = [];
    const onerror = vi.fn();
    source.onmessage = ({ data }) => messages.push(data);
    source.onerror = onerror;
    await flush();
    expect(calls).toEqual([
      { url: 'http://x/live/stream', headers: { accept: 'text/event-stream', authorization: 'Bearer t' } },
    ]);
    expect(messages).toEqual(['{"seq":1,"prev":0}', 'first\nsecond']);
    source.close();
    await flush();
    expect(onerror).not.toHaveBeenCalled();
  });

  it('reports the HTTP status of a refused connection', async () => {
    const { fetch } = fakeFetch([], { status: 556 });
    const source = createFetchSource(fetch)('http://x', {});
    const onerror = vi.fn();
    source.onerror = onerror;
    await flush();
    expect(onerror).toHaveBeenCalledExactlyOnceWith({ status: 556 });
  });

  it('reports an ended stream and a failed fetch once, without a status', async () => {
    const ended = createFetchSource(fakeFetch(['data: 1\n\n']).fetch)('http://x', {});
    const failed = createFetchSource(() => Promise.reject(new Error('offline')))('http://x', {});
    const onEnded = vi.fn();
    const onFailed = vi.fn();
    ended.onerror = onEnded;
    failed.onerror = onFailed;
    await flush();
    expect(onEnded).toHaveBeenCalledExactlyOnceWith({ status: undefined });
    expect(onFailed).toHaveBeenCalledExactlyOnceWith({ status: undefined });
  });

  it('uses the global fetch by default', async () => {
    const { fetch, calls } = fakeFetch([]);
    vi.stubGlobal('fetch', fetch);
    try {
      createFetchSource()('http://x/default', {});
      await flush();
      expect(calls.map((c) => c.url)).toEqual(['http://x/default']);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
