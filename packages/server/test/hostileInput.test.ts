import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestingExceeds } from '../src/plugins/jsonBody';
import { tableDigests } from './support/tableDigests';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const nested = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

describe('nestingExceeds: one linear pass over the raw JSON text', () => {
  it('counts arrays and objects, not brackets inside strings or after escaped quotes', () => {
    expect(nestingExceeds(nested(3), 3)).toBe(false);
    expect(nestingExceeds(nested(4), 3)).toBe(true);
    expect(nestingExceeds('{"a":{"b":[{}]}}', 4)).toBe(false);
    expect(nestingExceeds('{"a":{"b":[{}]}}', 3)).toBe(true);
    expect(nestingExceeds(JSON.stringify({ a: '[[[[[[', b: 'x\\"[[[[' }), 1)).toBe(false);
  });

  it('scans a megabyte nested a million levels deep without a stack', () => {
    expect(nestingExceeds(nested(500_000), MAX_BODY_DEPTH)).toBe(true);
  });
});

describe('hostile bodies are refused at the edge, before any walk, with a stable code and nothing changed', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member02: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { ...headers, 'content-type': 'application/json' },
    });

  it('an anonymous login body nested 10,000 levels deep: 400 ERR_INPUT_TOO_DEEP', async () => {
    const body = `{"userId":"member01","password":${nested(10_000, '"x"')}}`;
    const response = await post('/auth/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ERR_INPUT_TOO_DEEP', message: ko.ERR_INPUT_TOO_DEEP });
  });

  it('a member write nested past the bound is refused and stores nothing; within it, NUL is found at its path', async () => {
    const before = await tableDigests(t.db.sql);
    const deep = await post('/customer', nested(MAX_BODY_DEPTH + 1), member02.headers);
    expect(deep.json()).toMatchObject({ code: 'ERR_INPUT_TOO_DEEP' });
    // At the bound itself the document reaches validation, whose walk names the deepest key holding a NUL.
    let leaf: unknown = { '\u0000': 1 };
    for (let i = 1; i < MAX_BODY_DEPTH; i++) leaf = { a: leaf };
    const nul = await post('/customer', JSON.stringify(leaf), member02.headers);
    expect(nul.statusCode).toBe(400);
    expect(nul.json().data.issues[0].path).toBe(`body.${'a.'.repeat(MAX_BODY_DEPTH - 1)}\u0000`);
    expect(await tableDigests(t.db.sql)).toEqual(before);
  });

  it('a body over the size limit: 413 ERR_INPUT_TOO_LARGE', async () => {
    const response = await post(
      '/auth/login',
      JSON.stringify({ userId: 'a'.repeat(300 * 1024), password: 'x' }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 'ERR_INPUT_TOO_LARGE', message: ko.ERR_INPUT_TOO_LARGE });
  });

  it('a lone UTF-16 surrogate in an audited staff write: 400 naming the field, settings and audit unchanged', async () => {
    const before = await tableDigests(t.db.sql);
    const putSettings = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/admin-api/settings', headers: admin.headers, payload });
    const response = await putSettings({ site: { siteTopNotice: '공지' }, reason: '변경 \ud800' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'ERR_INVALID_INPUT',
      message: ko.ERR_INVALID_INPUT,
      data: { issues: [{ path: 'body.reason', message: 'unpaired UTF-16 surrogate is not allowed' }] },
    });
    expect(await tableDigests(t.db.sql)).toEqual(before);
    // A well-formed pair (an emoji) is text like any other.
    const emoji = await putSettings({ site: { siteTopNotice: '공지 🎉' }, reason: '변경 🎉' });
    expect(emoji.statusCode).toBe(200);
  });

  it('an IP limit counts a request before its body is parsed: the flood past it is 429 even with malformed JSON', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/member/join',
        remoteAddress: '203.0.113.9',
        payload: '{"userId":',
        headers: { 'content-type': 'application/json' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it("login's per-IP limit too: past it, a body nested 10,000 deep is answered 429 without being read", async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '203.0.113.10',
        payload: nested(10_000),
        headers: { 'content-type': 'application/json' },
      });
    for (let i = 0; i < t.app.config.login.perIp.max; i++) expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
  });
});
