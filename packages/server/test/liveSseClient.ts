import http from 'node:http';
import type { LiveEvent, LiveMessage } from '@kbet/sdk';

/** A Server-Sent Events reader for the live tests: collects every `data:` frame of `GET /live/stream`. */
export interface SseClient {
  status: number;
  /** The raw JSON body when the server refused the stream. */
  body: string;
  messages: LiveMessage[];
  /**
   * Resolves with all frames so far once `done(frames)` holds; rejects after `timeoutMs` (by default 20 s, well
   * inside the 30 s test timeout: on a busy CI machine a frame can take seconds, and 5 s left little margin).
   */
  until(done: (messages: LiveMessage[]) => boolean, timeoutMs?: number): Promise<LiveMessage[]>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  close(): void;
}

export function openStream(
  baseUrl: string,
  options: { headers?: Record<string, string>; query?: string } = {},
): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/live/stream${options.query ?? ''}`,
      { headers: options.headers, agent: false },
      (res) => {
        res.setEncoding('utf8');
        const waiters = new Set<() => void>();
        let buffer = '';
        let endResponse!: () => void;
        const client: SseClient = {
          status: res.statusCode ?? 0,
          body: '',
          messages: [],
          ended: new Promise((done) => {
            endResponse = done;
          }),
          until(done, timeoutMs = 20_000) {
            return new Promise((ok, fail) => {
              const check = () => {
                if (!done(client.messages)) return false;
                waiters.delete(check);
                clearTimeout(timer);
                ok(client.messages);
                return true;
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`timed out; frames so far: ${JSON.stringify(client.messages)}`));
              }, timeoutMs);
              if (!check()) waiters.add(check);
            });
          },
          close: () => request.destroy(),
        };
        res.on('data', (chunk: string) => {
          if (client.status !== 200) {
            client.body += chunk;
            return;
          }
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = frame
              .split('\n')
              .filter((line) => line.startsWith('data: '))
              .map((line) => line.slice(6))
              .join('\n');
            if (data) client.messages.push(JSON.parse(data) as LiveMessage);
            end = buffer.indexOf('\n\n');
          }
          for (const waiter of [...waiters]) waiter();
        });
        res.on('end', () => endResponse());
        res.on('close', () => endResponse());
        resolve(client);
      },
    );
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}

/** The frames that are events (not ready, heartbeat or end). */
export const eventsOf = (messages: readonly LiveMessage[]): LiveEvent[] =>
  messages.filter((m): m is LiveEvent => m.type !== 'ready' && m.type !== 'heartbeat' && m.type !== 'end');

/**
 * Whether every frame's prev is the seq of the frame before it (the client-side gap check).
 * @example expect(isContinuous(client.messages, since)).toBe(true)
 */
export const isContinuous = (messages: readonly LiveMessage[], since: number | null): boolean => {
  let last = since;
  for (const m of messages) {
    if (last !== null && m.prev !== last) return false;
    last = m.seq;
  }
  return true;
};
