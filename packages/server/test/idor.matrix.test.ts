import { ko } from '@kbet/sdk';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { AppPlugin } from '../src/appTypes';
import { audit } from '../src/domain/audit/audit';
import { requestTestDeposit } from './support/adminFixtures';
import { betRequest, betting, insertFixture, matchResult, postBet } from './support/bettingFeed';
import { type PartnerTree, twoPartnerTrees } from './support/partnerTrees';
import {
  jsonSchema,
  type RouteCase,
  topLevelFields,
  toRouteCases,
  validSample,
} from './support/routeSchemas';
import { tableDigests } from './support/tableDigests';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

/*
 * Compliance §8 over every route the app registers, found at start-up (routes added later are covered
 * without touching this file): logged in as member02, member01's id placed wherever a route takes a
 * member id must be refused with 403 FORBIDDEN and change nothing. Then ownership: every route that
 * edits, deletes or hides a record named by its id, sent by another member at a record of member01,
 * must be refused the same way (OWNED_RECORDS).
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

/**
 * Not member routes: sign-in, health probes, docs, the staff API (staff act on other members by design), game
 * providers' signed wallet callbacks and the simulator provider's game pages (their launch token names the player).
 */
const EXCLUDED_PREFIXES = ['/auth/', '/health', '/docs', '/admin-api', '/casino-wallet/', '/sim/'];

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
  'PUT /community/notice/:id': 'id is a notice id; assertCanEditNotice refuses another member’s notice (403)',
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
  'GET /bonus/rolling': "the session's own bonus rolling requirements",
  'PUT /rg/limits': "the session's own deposit limits",
  'POST /rg/timeout': "the session's own time-out",
  'POST /rg/self-exclusion': "the session's own self-exclusion",
  'GET /rg/reality-check': "the session's own reality check",
  'PUT /rg/reality-check': "the session's own reality check",
  'GET /wallet/transactions': "the session's own ledger lines",
  'GET /settingMinigameBetting': "the limits of the session's own level",
  'POST /minigame/betting': "a bet of the session's member on a public round",
  'POST /virtureGame/betting': "a bet of the session's member on a public event",
  'GET /casino/vendors': 'the casino lobby, the same for every member',
  'GET /enjoycx/gamelist': 'a vendor’s games, the same for every member',
  'GET /enjoycx/user/count': "the session's own casino bet records",
  'GET /enjoycx/user': "the session's own casino bet records",
  'POST /enjoycx/user/delete': 'record ids; hideCasinoBets refuses another member’s records (403)',
  'POST /casino-money/transfer': "the session's own wallets",
  'GET /holdem/games': 'the hold’em games on offer, the same for every member',
  'GET /partner-api/me': "the session's own partner record; non-partners 403",
  'GET /partner-api/members': "the session's own downline, masked; non-partners 403",
  'GET /partner-api/report': "the session's own downline's facts; non-partners 403",
  'GET /partner-api/settlements': "the session's own settlement lines; non-partners 403",
  'GET /partner-api/bets': "the session's own downline's bet slips; non-partners 403",
  'GET /partner-api/casino-bets': "the session's own downline's casino records; non-partners 403",
  'GET /partner-api/inquiries': "the session's own inquiries to staff; non-partners 403",
  'POST /partner-api/inquiries': 'an inquiry of the session to staff; non-partners 403',
  'GET /recommender-api/members': 'the members the session referred, masked',
  'GET /recommender-api/report': 'the facts of the members the session referred',
  'GET /recommender-api/settlements': "the session's own recommender log",
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

/**
 * The second half of the matrix: routes that edit, delete or hide a record a member owns, named by its
 * id. Each entry makes a record of member01 (`seed`) and the request acting on it; sent by recomm01
 * (role 1, so a role-gated route reaches its ownership check) it must be refused with 403 FORBIDDEN and
 * change nothing. A write route whose request names a record (a path parameter other than a member id,
 * a list body, an `id`/`…Id` field) must be listed here or in NOT_MEMBER_RECORDS.
 */
interface OwnedRecord {
  seed(matrix: Matrix, owner: LoggedIn): Promise<number>;
  request(id: number): Omit<Sent, 'method' | 'headers'>;
}

let nextFixture = 9_000;

/** A waiting slip of the owner on a fixture of its own, three hours ahead. */
async function slipOf({ t }: Matrix, owner: LoggedIn): Promise<number> {
  const fixtureId = nextFixture++;
  await insertFixture(t.db.sql, {
    id: fixtureId,
    startDate: new Date(t.clock.now().getTime() + 3 * 3_600_000),
    markets: [matchResult(fixtureId)],
  });
  const leg = await betting(t.db.sql, `${fixtureId}_1_1`);
  const response = await postBet(t.app, owner, betRequest(owner, [leg], 10_000));
  if (response.statusCode !== 200) throw new Error(`bet failed: ${response.body}`);
  return (response.json() as { id: number }).id;
}

/** A message from staff to the owner. */
async function messageOf({ t }: Matrix, owner: LoggedIn): Promise<number> {
  const [row] = await t.db.sql<{ id: number }[]>`
    INSERT INTO messages (member_id, title, contents) VALUES (${owner.user.id}, '안내', '내용') RETURNING id`;
  return row!.id;
}

/** An inquiry the owner opened through POST /customer. */
async function inquiryOf({ t }: Matrix, owner: LoggedIn): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/customer',
    headers: owner.headers,
    payload: { memberId: owner.user.id, title: '문의', questionContents: '내용' },
  });
  if (response.statusCode !== 200) throw new Error(`inquiry failed: ${response.body}`);
  const [row] = await t.db.sql<{ id: number }[]>`
    SELECT max(id) AS id FROM customer_inquiries WHERE member_id = ${owner.user.id}`;
  return row!.id;
}

const OWNED_RECORDS: Record<string, OwnedRecord> = {
  'POST /enjoycx/user/delete': {
    // A settled casino bet of the owner, as a provider's wallet callback would have written it.
    async seed({ t }, owner) {
      const [row] = await t.db.sql<{ id: number }[]>`
        INSERT INTO casino_transactions (provider_id, provider_tx_id, member_id, action, status, round_id, game_code,
          vertical, amount, response, created_at)
        VALUES ('kbetsim', ${`idor-${nextFixture++}`}, ${owner.user.id}, 'debit', 'settled', 'r1', 'slot-fruits',
          'slot', 1000, '{}', now())
        RETURNING id`;
      return row?.id ?? 0;
    },
    request: (id) => ({ url: '/enjoycx/user/delete', payload: [{ id }] }),
  },
  'PUT /community/notice/:id': {
    async seed({ t }, owner) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/community/notice',
        headers: owner.headers,
        payload: { title: '공지', contents: '<p>원문</p>' },
      });
      return (response.json() as { id: number }).id;
    },
    request: (id) => ({ url: `/community/notice/${id}`, payload: { title: '덮어쓰기', contents: 'x' } }),
  },
  'PUT /message/': {
    seed: messageOf,
    request: (id) => ({ url: '/message/', payload: { id, confirmStatus: 1 } }),
  },
  'PUT /message/delete': {
    seed: messageOf,
    request: (id) => ({ url: '/message/delete', payload: [{ id, userDeleteFlg: 1 }] }),
  },
  'PUT /customer/': {
    seed: inquiryOf,
    request: (id) => ({ url: '/customer/', payload: { id, confirmStatus: 1 } }),
  },
  'DELETE /customer/delete/user/:id': {
    seed: inquiryOf,
    request: (id) => ({ url: `/customer/delete/user/${id}` }),
  },
  'PUT /charge/:id': {
    seed: async ({ t }, owner) => (await requestTestDeposit(t, owner.user.userId, 10_000)).id,
    request: (id) => ({ url: `/charge/${id}`, payload: { id, userDisplayFlag: 0 } }),
  },
  'POST /sports-prematch/user/cancelAll/:id': {
    seed: slipOf,
    request: (id) => ({ url: `/sports-prematch/user/cancelAll/${id}` }),
  },
  'POST /sports-prematch/user-delete': {
    seed: slipOf,
    request: (id) => ({ url: '/sports-prematch/user-delete', payload: [id] }),
  },
  'POST /boardjackpot': {
    seed: slipOf,
    request: (id) => ({ url: '/boardjackpot', payload: { bettingSlipId: id } }),
  },
};

/** Write routes whose request names a record that is no member's, each with the reason. */
const NOT_MEMBER_RECORDS: Record<string, string> = {
  'POST /minigame/betting': 'gameId, roundId and marketId name a public game, round and market',
  'POST /virtureGame/betting': 'fixtureId and marketId name a public event and market',
};

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

const RECORD_ID_FIELD = /^ids?$|[a-z]Ids?$/;

/** Where a request names a record that is not a member: path parameters, a list body, `id`/`…Id` fields. */
function recordPlaces(route: RouteCase): string[] {
  const memberFields = memberPlaces(route).map((place) => `${place.part}.${place.field}`);
  const places = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => `params.${m[1]}`);
  if ([jsonSchema(route.body).type].flat().includes('array')) places.push('body[]');
  for (const part of ['query', 'body'] as const) {
    for (const field of topLevelFields(route[part])) {
      if (RECORD_ID_FIELD.test(field)) places.push(`${part}.${field}`);
    }
  }
  return places.filter((place) => !memberFields.includes(place));
}

/**
 * Sends every write route that names a record, as `intruder`, at a record of `owner` made by its
 * catalogue entry, and lists every answer that is not 403 FORBIDDEN, every change to the database,
 * every such route without an entry and every stale entry.
 */
async function ownershipProblems(
  matrix: Matrix,
  routes: RouteCase[],
  people: { owner: LoggedIn; intruder: LoggedIn },
  catalogue: Record<string, OwnedRecord> = OWNED_RECORDS,
): Promise<{ problems: string[]; checked: number }> {
  const problems: string[] = [];
  const writes: string[] = [];
  let checked = 0;
  for (const route of routes) {
    if (route.method === 'GET' || !(await needsSession(matrix, route))) continue;
    const places = recordPlaces(route);
    if (places.length === 0) continue;
    writes.push(route.key);
    const owned = catalogue[route.key];
    if (!owned) {
      if (!NOT_MEMBER_RECORDS[route.key])
        problems.push(
          `${route.key} names a record in ${places.join(', ')}: add an OWNED_RECORDS entry, or NOT_MEMBER_RECORDS with the reason`,
        );
      continue;
    }
    const request = owned.request(await owned.seed(matrix, people.owner));
    const before = await tableDigests(matrix.t.db.sql);
    const response = await send(matrix, {
      method: route.method,
      ...request,
      headers: { ...people.intruder.headers, 'idempotency-key': `owner-${route.key}` },
    });
    const after = await tableDigests(matrix.t.db.sql);
    checked++;
    const label = `${route.key} on ${people.owner.user.userId}’s record`;
    if (response.status !== 403 || !isForbidden(response.body))
      problems.push(`${label}: ${response.status} ${response.body.slice(0, 160)}`);
    const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
    if (changed.length > 0) problems.push(`${label}: changed ${changed.join(', ')}`);
  }
  for (const key of [...Object.keys(catalogue), ...Object.keys(NOT_MEMBER_RECORDS)]) {
    if (!writes.includes(key))
      problems.push(`stale ownership entry: ${key} is not a write route naming a record`);
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

  it("refuses another member's record on every route that edits, deletes or hides one, changing nothing", async () => {
    // recomm01 has role 1, like member01: a role-gated route (community notices) reaches its ownership check.
    const people = { owner: await login(t.app, 'member01'), intruder: await login(t.app, 'recomm01') };
    const { problems, checked } = await ownershipProblems(matrix, routes, people);
    expect(problems).toEqual([]);
    expect(checked).toBe(Object.keys(OWNED_RECORDS).length);
  });
});

/** The partner and recommender areas: every route there answers about the session's own tree only. */
const AREA_PREFIXES = ['/partner-api/', '/recommender-api/'];

describe('IDOR matrix: no partner or recommender reads or writes another tree (compliance §10)', () => {
  let t: TestApp;
  let routes: RouteCase[];
  let a: PartnerTree;
  let b: PartnerTree;
  let day = '';
  // One session per member: a new login would end the previous one.
  const sessions = new Map<string, LoggedIn>();
  const headersOf = async (userId: string) => {
    const session = sessions.get(userId) ?? (await login(t.app, userId));
    sessions.set(userId, session);
    return session.headers;
  };

  /** A route called by `userId` (a guest when null) with a valid sample request for today. */
  const call = async (route: RouteCase, userId: string | null) => {
    const query = validSample(route.query, { from: day, to: day }) as Record<string, string> | undefined;
    const body = validSample(route.body, {});
    return t.app.inject({
      method: route.method as 'GET' | 'POST',
      url: route.url,
      headers: userId === null ? {} : await headersOf(userId),
      ...(query === undefined ? {} : { query }),
      ...(body === undefined ? {} : { payload: body as object }),
    });
  };
  /** Who acts in an area: the tree's partner in the partner area, its recommender in the recommender area. */
  const actorOf = (route: RouteCase, tree: PartnerTree) =>
    route.url.startsWith('/partner-api/') ? tree.partner.userId : tree.recommender.userId;

  beforeAll(async () => {
    t = await createTestApp();
    routes = toRouteCases(registered).filter((route) => AREA_PREFIXES.some((p) => route.url.startsWith(p)));
    [a, b] = await twoPartnerTrees(t, 'idor');
    day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(t.clock.now());
  });
  afterAll(() => t.close());

  it('covers every partner and recommender route, the new record and inquiry pages included', () => {
    expect(routes.map((route) => route.key)).toEqual(
      expect.arrayContaining([
        'GET /partner-api/members',
        'GET /partner-api/bets',
        'GET /partner-api/casino-bets',
        'GET /partner-api/inquiries',
        'POST /partner-api/inquiries',
        'GET /recommender-api/members',
      ]),
    );
  });

  it("never shows tree A's member to tree B, and B's writes leave A's answers unchanged", async () => {
    const reads = routes.filter((route) => route.method === 'GET');
    const answersOfA = async () => {
      const bodies: string[] = [];
      for (const route of reads) bodies.push((await call(route, actorOf(route, a))).body);
      return bodies;
    };
    const before = await answersOfA();
    // The check means something only if A's own answers do show its member.
    expect(before.some((body) => body.includes(a.player.userId))).toBe(true);
    const problems: string[] = [];
    for (const route of routes) {
      const answer = await call(route, actorOf(route, b));
      if (answer.statusCode !== 200) problems.push(`${route.key} as B: ${answer.statusCode} ${answer.body}`);
      if (answer.body.includes(a.player.userId) || answer.body.includes(a.player.nickname)) {
        problems.push(`${route.key} as B shows tree A's member`);
      }
    }
    expect(problems).toEqual([]);
    expect(await answersOfA()).toEqual(before);
  });

  it('refuses a member who is not a partner on every partner route (403), and a guest everywhere (401)', async () => {
    const problems: string[] = [];
    for (const route of routes) {
      const guest = await call(route, null);
      if (guest.statusCode !== 401) problems.push(`${route.key} as a guest: ${guest.statusCode}`);
      if (!route.url.startsWith('/partner-api/')) continue;
      const player = await call(route, a.player.userId);
      if (player.statusCode !== 403) problems.push(`${route.key} as a member: ${player.statusCode}`);
    }
    expect(problems).toEqual([]);
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
  app.put(
    '/test/leaky-record/:messageId',
    { onRequest: [app.authenticate], schema: { params: z.object({ messageId: z.int() }) } },
    async (request) => {
      await app.sql`UPDATE messages SET confirm_status = 1 WHERE id = ${request.params.messageId}`;
      return { ok: true };
    },
  );
  app.post(
    '/test/unlisted-record',
    { onRequest: [app.authenticate], schema: { body: z.object({ postId: z.int() }) } },
    () => ({ ok: true }),
  );
  app.get('/test/no-id', { onRequest: [app.authenticate] }, () => ({ ok: true }));
  app.get('/test/public', { schema: { querystring: z.object({ memberId: z.int() }) } }, () => ({ ok: true }));
};

describe('the matrix itself', () => {
  let t: TestApp;
  let matrix: Matrix;
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
    matrix = await matrixFor(t);
  });
  afterAll(() => t.close());

  it('fails on a route that ignores a foreign id, one that acts on it, an unlisted route and a public member id', async () => {
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

  it("fails on a record route that acts on another member's record and on an unlisted record route", async () => {
    const people = { owner: await login(t.app, 'member01'), intruder: await login(t.app, 'recomm01') };
    const catalogue: Record<string, OwnedRecord> = {
      'PUT /test/leaky-record/:messageId': {
        seed: messageOf,
        request: (id) => ({ url: `/test/leaky-record/${id}` }),
      },
    };
    const { problems } = await ownershipProblems(
      matrix,
      toRouteCases(captured, EXCLUDED_PREFIXES),
      people,
      catalogue,
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PUT \/test\/leaky-record\/:messageId on member01’s record: 200 /),
        'PUT /test/leaky-record/:messageId on member01’s record: changed messages',
        expect.stringMatching(/^POST \/test\/unlisted-record names a record in body\.postId: /),
      ]),
    );
  });
});
