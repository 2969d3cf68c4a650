import { ko } from '@kbet/sdk';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { AppPlugin } from '../src/appTypes';
import { audit } from '../src/domain/audit/audit';
import { type RouteCase, topLevelFields, toRouteCases, validSample } from './support/routeSchemas';
import { tableDigests } from './support/tableDigests';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/*
 * Compliance §8 over every route the app registers, found at start-up (routes added later are covered
 * without touching this file): logged in as member02, member01's id placed wherever a route takes a
 * member id must be refused with 403 FORBIDDEN and change nothing.
 */

// Every route the app registers, captured by an onRoute hook around the routes plugin.
const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('../src/routes', async (importOriginal) =>
  (await import('./support/routeSchemas')).capturingRoutes(
    await importOriginal<{ default: AppPlugin }>(),
    registered,
  ),
);

/**
 * Field names that mean "a member" on the spec's wire: the names selfGuard checks, coin's `user_num`
 * (the member number) and the game links' lowercase `userid`; a path `:id` means one too unless listed.
 */
const MEMBER_NUMBER_FIELDS = ['memberId', 'member_id', 'user_num'];
const MEMBER_USER_FIELDS = ['userId', 'user_id', 'memberUserId', 'userid'];
const PATH_MEMBER_PARAMS = ['id', ...MEMBER_NUMBER_FIELDS, ...MEMBER_USER_FIELDS];

/** Not member routes: sign-in, health probes, docs and the staff API (staff act on other members by design). */
const EXCLUDED_PREFIXES = ['/auth/', '/health', '/docs', '/admin-api'];

/**
 * Member routes that take no member id at all (they act on the session's member only), or whose path
 * `:id` names another record, not a member. Each entry says why; the test fails when an entry no longer
 * matches a registered member route, and when an unlisted member route takes no member id.
 */
const NO_MEMBER_ID: Record<string, string> = {
  'POST /sports-prematch/user/cancelAll/:id':
    'id is a slip id; cancelSlip refuses another member’s slip (403)',
  'POST /sports-prematch/user-delete': 'slip ids; hideSlips refuses another member’s slips (403)',
  'POST /boardjackpot': 'a slip id; registerJackpot refuses another member’s slip (403)',
  'GET /community/notice': 'site notices, the same for every member',
  'POST /community/notice': 'a notice by a role-1 member, who is its author',
  'GET /community/notice/detail/:id': 'id is a notice id',
  'PUT /community/notice/:id': 'id is a notice id; editing needs role 1',
  'PUT /message/': 'a message id; ownMessages refuses another member’s message (403)',
  'PUT /message/delete': 'message ids; ownMessages refuses another member’s messages (403)',
  'GET /customer/template/:kind': 'an inquiry template, the same for every member',
  'PUT /customer/': 'an inquiry id; ownInquiries refuses another member’s inquiry (403)',
  'DELETE /customer/delete/user/:id':
    'id lists inquiry ids; ownInquiries refuses another member’s inquiries (403)',
  'GET /attendance': "the session's own attendance",
  'POST /attendance/check-in': "the session's own check-in",
  'PUT /charge/:id': 'id is a charge id; hideCharge refuses another member’s charge (403)',
  'GET /settingBanking/level/:userType': "the operator's bank account setting for a banking level",
  'GET /rg/limits': "the session's own deposit limits",
  'PUT /rg/limits': "the session's own deposit limits",
  'POST /rg/timeout': "the session's own time-out",
  'POST /rg/self-exclusion': "the session's own self-exclusion",
  'GET /rg/reality-check': "the session's own reality check",
  'PUT /rg/reality-check': "the session's own reality check",
  'GET /wallet/transactions': "the session's own ledger lines",
};

/**
 * Routes that answer without a session yet name a member id field: sign-up and password recovery, where
 * `userId` is a login name typed by a guest, checked by other means. Anything else public with a member
 * id fails the test.
 */
const PUBLIC_WITH_USER_FIELD: Record<string, string> = {
  'GET /member/check': 'sign-up availability of a candidate userId or nickname',
  'POST /member/join': 'sign-up: userId is the login name being registered',
  'POST /member/find-password':
    'recovery: userId with account holder and phone digits asks for a reset token',
  'POST /member/change-password': 'recovery: userId with the single-use reset token sets a new password',
};

/** Request samples for schemas the generator cannot satisfy on its own (keyed like the allowlists). */
const SAMPLES: Record<string, { params?: object; query?: object; body?: unknown }> = {};

interface Place {
  part: 'params' | 'query' | 'body';
  field: string;
  /** A member number (members.id) or a login name (members.user_id). */
  kind: 'number' | 'user';
}

const memberPlaces = (route: RouteCase): Place[] => {
  const places: Place[] = [];
  const pathParams = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!);
  for (const field of pathParams) {
    if (!PATH_MEMBER_PARAMS.includes(field)) continue;
    if (field === 'id' && NO_MEMBER_ID[route.key]) continue; // a record id, listed with its reason
    places.push({ part: 'params', field, kind: MEMBER_USER_FIELDS.includes(field) ? 'user' : 'number' });
  }
  for (const part of ['query', 'body'] as const) {
    for (const field of topLevelFields(route[part])) {
      if (MEMBER_NUMBER_FIELDS.includes(field)) places.push({ part, field, kind: 'number' });
      if (MEMBER_USER_FIELDS.includes(field)) places.push({ part, field, kind: 'user' });
    }
  }
  return places;
};

/** The identity-rule refusal's body: `{ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN }`. */
const isForbidden = (body: string): boolean => {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    return (
      Object.keys(parsed).length === 2 && parsed.code === 'FORBIDDEN' && parsed.message === ko.ERR_FORBIDDEN
    );
  } catch {
    return false;
  }
};

interface Matrix {
  t: TestApp;
  /** The app listening on loopback: real HTTP, so an event stream answers with its headers instead of hanging. */
  base: string;
  /** The victim, whose ids are placed in the requests. */
  member01: { id: number; userId: string };
  /** The session making the requests. */
  member02: LoggedIn;
}

interface Sent {
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: object;
  headers?: Record<string, string>;
}

/** One HTTP request; an event stream is answered by its status and headers, its body left unread. */
async function send({ base }: Matrix, request: Sent): Promise<{ status: number; body: string }> {
  const target = new URL(request.url, base);
  for (const [name, value] of Object.entries(request.query ?? {})) target.searchParams.set(name, value);
  const response = await fetch(target, {
    method: request.method,
    headers: {
      ...request.headers,
      ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: request.payload === undefined ? undefined : JSON.stringify(request.payload),
    signal: AbortSignal.timeout(15_000),
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: '(event stream)' };
  }
  return { status: response.status, body: await response.text() };
}

/** Without a session a member route stops at authentication (401) before it reads the request. */
const needsSession = async (matrix: Matrix, route: RouteCase) =>
  (await send(matrix, { method: route.method, url: route.url.replace(/:[A-Za-z_]+/g, '1') })).status === 401;

/** The request with member01's ids at `foreign` and member02's own wherever else a member id goes. */
function buildRequest({ member01, member02 }: Matrix, route: RouteCase, places: Place[], foreign: Place[]) {
  const overrides: Record<Place['part'], Record<string, unknown>> = { params: {}, query: {}, body: {} };
  for (const place of places) {
    const who = foreign.includes(place) ? member01 : { id: member02.user.id, userId: member02.user.userId };
    overrides[place.part][place.field] = place.kind === 'user' ? who.userId : who.id;
  }
  const sample = SAMPLES[route.key] ?? {};
  const params = (sample.params ?? validSample(route.params, overrides.params)) as
    | Record<string, unknown>
    | undefined;
  const query = (
    sample.query ? { ...sample.query, ...overrides.query } : validSample(route.query, overrides.query)
  ) as Record<string, unknown> | undefined;
  const body = sample.body
    ? { ...(sample.body as object), ...overrides.body }
    : validSample(route.body, overrides.body);
  return {
    buildable: (!route.params || params) && (!route.query || query) && (!route.body || body !== undefined),
    method: route.method,
    url: route.url.replace(/:([A-Za-z_]+)/g, (_, name: string) =>
      encodeURIComponent(String(overrides.params[name] ?? params?.[name] ?? 1)),
    ),
    query: query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    payload: body as object | undefined,
  };
}

/** What is wrong with the public routes: a member id taken without a session, or a stale allowlist entry. */
async function publicProblems(matrix: Matrix, routes: RouteCase[]): Promise<string[]> {
  const problems: string[] = [];
  const publicKeys: string[] = [];
  for (const route of routes) {
    if (await needsSession(matrix, route)) continue;
    publicKeys.push(route.key);
    const named = memberPlaces(route).filter((place) => place.part !== 'params' || place.field !== 'id');
    if (named.length > 0 && !PUBLIC_WITH_USER_FIELD[route.key])
      problems.push(
        `${route.key} answers without a session but takes ${named.map((p) => `${p.part}.${p.field}`).join(', ')}`,
      );
  }
  for (const key of Object.keys(PUBLIC_WITH_USER_FIELD)) {
    if (!publicKeys.includes(key))
      problems.push(`stale PUBLIC_WITH_USER_FIELD entry: ${key} is not a public route`);
  }
  return problems;
}

/**
 * Calls every member route with member01's id at all its member-id places at once, then at each place
 * alone, and lists every answer that is not 403 FORBIDDEN, every change to the database, every unlisted
 * member route without a member id and every stale NO_MEMBER_ID entry.
 */
async function matrixProblems(
  matrix: Matrix,
  routes: RouteCase[],
): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  const noId: string[] = [];
  const withRecordId: string[] = [];
  let checked = 0;
  for (const route of routes) {
    if (!(await needsSession(matrix, route))) continue;
    const places = memberPlaces(route);
    if (NO_MEMBER_ID[route.key] && /:id\b/.test(route.url)) withRecordId.push(route.key);
    if (places.length === 0) {
      noId.push(route.key);
      continue;
    }
    for (const foreign of places.length > 1 ? [places, ...places.map((place) => [place])] : [places]) {
      const label = `${route.key} with member01 in ${foreign.map((p) => `${p.part}.${p.field}`).join(' + ')}`;
      const request = buildRequest(matrix, route, places, foreign);
      if (!request.buildable) {
        problems.push(`${label}: no valid request could be built; add a SAMPLES entry`);
        continue;
      }
      const before = await tableDigests(matrix.t.db.sql);
      const response = await send(matrix, {
        ...request,
        headers: { ...matrix.member02.headers, 'idempotency-key': `idor-${route.key}-${checked}` },
      });
      const after = await tableDigests(matrix.t.db.sql);
      checked++;
      if (response.status !== 403 || !isForbidden(response.body))
        problems.push(`${label}: ${response.status} ${response.body.slice(0, 160)}`);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) problems.push(`${label}: changed ${changed.join(', ')}`);
    }
  }
  for (const key of noId.filter((key) => !NO_MEMBER_ID[key]))
    problems.push(
      `${key} takes no member id: check that it acts on the session's member only, then list it in NO_MEMBER_ID`,
    );
  for (const key of Object.keys(NO_MEMBER_ID)) {
    if (!noId.includes(key) && !withRecordId.includes(key))
      problems.push(`stale NO_MEMBER_ID entry: ${key} is not a member route without a member id`);
  }
  return { problems, checked };
}

async function matrixFor(t: TestApp): Promise<Matrix> {
  const row = await t.app.repos.members.findByUserId('member01');
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    t,
    base,
    member01: { id: row!.id, userId: row!.userId },
    member02: await login(t.app, 'member02'),
  };
}

describe('IDOR matrix: every member route refuses another member’s id (compliance §8)', () => {
  let t: TestApp;
  let matrix: Matrix;
  let routes: RouteCase[];

  beforeAll(async () => {
    t = await createTestApp();
    matrix = await matrixFor(t);
    routes = toRouteCases(registered, EXCLUDED_PREFIXES);
  });
  afterAll(() => t.close());

  it('finds the registered routes', () => {
    expect(routes.length).toBeGreaterThan(10);
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining(['GET /member/:id', 'GET /rg/limits']),
    );
  });

  it('keeps member ids off public routes, except sign-up and password recovery', async () => {
    expect(await publicProblems(matrix, routes)).toEqual([]);
  });

  it("refuses member01's id at every place of every member route with 403 FORBIDDEN, changing nothing", async () => {
    const { problems, checked } = await matrixProblems(matrix, routes);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThanOrEqual(5);
  });
});

/** Routes that get identity wrong, to show the matrix catches them. */
const leakyRoutes: AppPlugin = async (app) => {
  app.get(
    '/test/leaky/:id',
    { onRequest: [app.authenticate], schema: { params: z.object({ id: z.int() }) } },
    (request) => ({
      id: request.params.id,
    }),
  );
  app.post(
    '/test/leaky-body',
    { onRequest: [app.authenticate], schema: { body: z.object({ memberId: z.int(), amount: z.int() }) } },
    async (request) => {
      await audit(app.sql, {
        actorId: request.body.memberId,
        action: 'test.leak',
        target: { type: 'member' },
      });
      return { ok: true };
    },
  );
  app.get('/test/no-id', { onRequest: [app.authenticate] }, () => ({ ok: true }));
  app.get('/test/public', { schema: { querystring: z.object({ memberId: z.int() }) } }, () => ({ ok: true }));
};

describe('the matrix itself', () => {
  let t: TestApp;
  const captured: RouteOptions[] = [];

  beforeAll(async () => {
    t = await createTestApp({
      setup: async (app) => {
        app.addHook('onRoute', (route) => {
          captured.push(route as RouteOptions);
        });
        await app.register(leakyRoutes);
      },
    });
  });
  afterAll(() => t.close());

  it('fails on a route that ignores a foreign id, one that acts on it, an unlisted route and a public member id', async () => {
    const matrix = await matrixFor(t);
    const routes = toRouteCases(captured, EXCLUDED_PREFIXES);
    const { problems } = await matrixProblems(matrix, routes);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^GET \/test\/leaky\/:id with member01 in params\.id: 200 /),
        expect.stringMatching(/^POST \/test\/leaky-body with member01 in body\.memberId: 200 /),
        'POST /test/leaky-body with member01 in body.memberId: changed audit_log',
        "GET /test/no-id takes no member id: check that it acts on the session's member only, then list it in NO_MEMBER_ID",
        'stale NO_MEMBER_ID entry: GET /rg/limits is not a member route without a member id',
      ]),
    );
    expect(await publicProblems(matrix, routes)).toEqual(
      expect.arrayContaining([
        'GET /test/public answers without a session but takes query.memberId',
        'stale PUBLIC_WITH_USER_FIELD entry: POST /member/join is not a public route',
      ]),
    );
  });
});
