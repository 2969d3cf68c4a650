import type { LiveSource, LiveSourceFactory } from './liveSource';

interface StreamReader {
  read(): Promise<{ done: boolean; value?: Uint8Array }>;
}

/** The part of `fetch` the source uses, so any implementation (browser, Node, React Native) fits. */
export type FetchLike = (
  url: string,
  init: { headers: Record<string, string>; signal: AbortSignal },
) => Promise<{ ok: boolean; status: number; body: { getReader(): StreamReader } | null }>;

/**
 * A live source over `fetch` and a streamed body: unlike a browser EventSource it can send the bearer token,
 * and it works where there is no EventSource (Node, the CLI). It reads `data:` lines of default SSE events.
 * @example createLiveClient({ url, token, source: createFetchSource() })
 */
export function createFetchSource(
  fetchImpl: FetchLike = (url, init) => globalThis.fetch(url, init),
): LiveSourceFactory {
  return (url, headers) => {
    const controller = new AbortController();
    const source: LiveSource = { onmessage: null, onerror: null, close: () => controller.abort() };
    // Reported once, and never after close(): the client has already moved on.
    const fail = (status?: number) => {
      if (controller.signal.aborted) return;
      controller.abort();
      source.onerror?.({ status });
    };
    const read = async () => {
      const response = await fetchImpl(url, {
        headers: { accept: 'text/event-stream', ...headers },
        signal: controller.signal,
      });
      if (!response.ok || !response.body) return fail(response.status);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let pending = '';
      let data: string[] = [];
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        const lines = (pending + decoder.decode(chunk.value, { stream: true })).split('\n');
        pending = lines.pop() ?? '';
        for (const raw of lines) {
          const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
          if (line === '') {
            if (data.length > 0) source.onmessage?.({ data: data.join('\n') });
            data = [];
          } else if (line.startsWith('data:')) {
            data.push(line.slice(line.startsWith('data: ') ? 6 : 5));
          }
        }
      }
      fail();
    };
    read().catch(() => fail());
    return source;
  };
}
