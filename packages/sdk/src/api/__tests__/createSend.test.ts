import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createSend } from '../createSend';
import { startTestServer, type TestServer } from './testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

describe('createSend on plain fetch', () => {
  it('repeats a list query key, sends null as an empty value and joins a path without its slash', async () => {
    const send = createSend({ baseURL: `${server.baseURL}/api/` });
    server.reply({ body: { ok: true } });
    await send('GET', 'fixtures', z.object({ ok: z.boolean() }), {
      query: { id: [3, 4], empty: null, skipped: undefined, q: '축구 a&b' },
    });
    expect(server.last().url).toBe('/api/fixtures?id=3&id=4&empty=&q=%EC%B6%95%EA%B5%AC+a%26b');
  });

  it('sends a string body as JSON, with no body on a GET', async () => {
    const send = createSend({ baseURL: server.baseURL });
    server.reply({ body: 'ok' });
    await send('POST', '/echo', z.string(), { body: '"text"' });
    expect(server.last()).toMatchObject({ method: 'POST', body: 'text' });
    expect(server.last().headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
    });
    await send('GET', '/echo', z.string(), { body: { ignored: true } });
    expect(server.last()).toMatchObject({ method: 'GET', body: undefined });
  });

  it('reads a JSON answer with no content type, and none from a 204', async () => {
    const answers = [
      new Response('{"n":1}', { status: 200, headers: { 'content-type': '' } }),
      new Response(null, { status: 204 }),
    ];
    const send = createSend({
      baseURL: 'http://kbet.test',
      fetch: async () => answers.shift() ?? Response.error(),
    });
    expect(await send('GET', '/a', z.object({ n: z.number() }))).toEqual({ n: 1 });
    expect(await send('DELETE', '/b', z.undefined())).toBeUndefined();
  });
});
