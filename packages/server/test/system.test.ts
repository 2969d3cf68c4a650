import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { buildApp } from '../src/app';
import { createSql } from '../src/db/createSql';
import { createTestApp, type TestApp, testConfig } from './support/testApp';

describe('system routes and error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      setup: (app) => {
        app.get('/test/boom', async () => {
          throw new Error('secret database detail');
        });
        app.post(
          '/test/nickname',
          { schema: { body: z.object({ nickname: z.string().check(z.maxLength(8, ko.SIGNUP_NICKNAME)) }) } },
          async (request) => ({ nickname: request.body.nickname }),
        );
      },
    });
  });
  afterAll(() => t.close());

  it('GET /health answers 200 once the database is reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('GET /health answers 503 when the database is unreachable', async () => {
    const dead = createSql(t.db.url, { max: 1 });
    await dead.end();
    const app = await buildApp({ sql: dead, config: testConfig(), logger: false });
    // The geo plugin reads settings from the database too, but /health is exempt from it.
    const response = await app.inject({ method: 'GET', url: '/health' });
    await app.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'ERR_UNEXPECTED', message: ko.ERR_UNEXPECTED });
  });

  it('serves OpenAPI generated from the zod schemas at /docs/json and the UI at /docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const spec = json.json() as {
      openapi: string;
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>
      >;
    };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/health', '/auth/login', '/auth/logout', '/member/{id}', '/admin-api/me']),
    );
    expect(spec.paths['/auth/login']?.post?.requestBody?.content['application/json']?.schema).toMatchObject({
      type: 'object',
      properties: { userId: { type: 'string' }, password: { type: 'string' } },
      required: ['userId', 'password'],
    });
    const ui = await t.app.inject({ method: 'GET', url: '/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('answers unknown routes with 404 { code, message }', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND });
  });

  it('hides the details of a 5xx error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 'ERR_UNEXPECTED', message: ko.ERR_UNEXPECTED });
    expect(response.body).not.toContain('secret');
  });

  it('refuses malformed JSON with 400 and the generic input message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"userId":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
  });

  it('refuses a body failing its schema with 400, naming the field', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { userId: 'member01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'ERR_INVALID_INPUT',
      message: ko.ERR_INVALID_INPUT,
      data: { issues: [{ path: 'body.password' }] },
    });
  });

  it('answers with the ko.ts message and its name when the schema carries one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/test/nickname',
      payload: { nickname: '아홉글자닉네임입니다' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'SIGNUP_NICKNAME',
      message: ko.SIGNUP_NICKNAME,
      data: { issues: [{ path: 'body.nickname', message: ko.SIGNUP_NICKNAME }] },
    });
    const ok = await t.app.inject({ method: 'POST', url: '/test/nickname', payload: { nickname: '회원01' } });
    expect(ok.json()).toEqual({ nickname: '회원01' });
  });
});
