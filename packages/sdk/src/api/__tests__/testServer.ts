import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  /** The parsed JSON body, or undefined when none was sent. */
  readonly body: unknown;
}

export interface Reply {
  readonly status?: number;
  /** A string is sent as text/plain unless `json` is set; anything else as JSON; undefined as an empty body. */
  readonly body?: unknown;
  readonly json?: boolean;
}

/** A real HTTP server that records each request and answers with the reply set last. */
export async function startTestServer() {
  const requests: RecordedRequest[] = [];
  let reply: Reply = {};
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: text === '' ? undefined : JSON.parse(text),
    });
    const { status = 200, body, json = false } = reply;
    if (body === undefined) {
      res.writeHead(status).end();
      return;
    }
    const asText = typeof body === 'string' && !json;
    res
      .writeHead(status, { 'content-type': asText ? 'text/plain; charset=utf-8' : 'application/json' })
      .end(asText ? body : JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    requests,
    reply: (next: Reply) => {
      reply = next;
    },
    last: (): RecordedRequest => {
      const request = requests.at(-1);
      if (!request) throw new Error('no request recorded');
      return request;
    },
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;
