import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { AppPlugin } from '../../src/appTypes';
import { type RouteCase, toRouteCases } from '../support/routeSchemas';
import { tableVersions } from '../support/tableDigests';
import { createTestApp, type LoggedIn, login } from '../support/testApp';
import { type HostileRequest, hostileRequests, pastColumnRequests, type Role } from './hostileRequest';

/*
 * Every route of the OpenAPI document gets generated hostile requests (see hostileRequest.ts) as a member, as
 * staff and anonymously. None may answer 5xx (555 and 556, the spec's session endings, are not failures), no
 * refusal may show internals (a stack, SQL, a file path), and a refused write may change no table.
 * FUZZ_CASES sets the random cases per route (default 4, for `pnpm test`); `pnpm fuzz` runs 10,000. The seed is
 * fixed (FUZZ_SEED to vary it), so a failure replays exactly.
 */
const CASES = Number(process.env.FUZZ_CASES ?? 4);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_126);

const registered = vi.hoisted(() => [] as RouteOptions[]);
vi.mock('../../src/routes', async (importOriginal) =>
  (await import('../support/routeSchemas')).capturingRoutes(
    await importOriginal<{ default: AppPlugin }>(),
    registered,
  ),
);

/** Internals that must never reach a client. */
const LEAKS: [string, RegExp][] = [
  ['a stack trace', /\bat [\w$.<>]+ \(|\n\s+at \S|Error: .*\n/],
  [
    'SQL',
    /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b|syntax error at|violates .* constraint|relation "|column "/i,
  ],
  ['a file path', /(\/(work|home|usr|tmp|root|src|node_modules)\/[\w.-]+)|\.(ts|js|mjs):\d+/],
  ['a driver error', /\bpostgres(ql)?\b|\bERR_[A-Z_]*(POSTGRES|PG)\b|ECONN|ZodError/i],
];

// Written by the app's own timers (the live hub numbers and prunes events), whatever the requests do.
const BACKGROUND_TABLES = new Set(['live_events']);

// Session-scoped routes that would end the fuzzing session rather than test input handling.
const SESSION_ENDING = new Set(['POST /auth/logout']);

const t = await createTestApp({ config: { trustProxy: true, sessionIdleMs: 30 * 24 * 60 * 60_000 } });
const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
afterAll(() => t.close());

/** The OpenAPI document's operations, as `METHOD /path/:param` keys. */
const documented = (): string[] => {
  const paths = (t.app.swagger() as { paths?: Record<string, Record<string, unknown>> }).paths ?? {};
  return Object.entries(paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
};

const routes = new Map(toRouteCases(registered).map((route) => [route.key, route]));
const operations = documented().filter((key) => !SESSION_ENDING.has(key));

const sessions: Partial<Record<Role, LoggedIn>> = {};
/** The role's session, logged in again after a case ended it (a password change, a self-exclusion…). */
const sessionOf = async (role: Role): Promise<LoggedIn | undefined> => {
  if (role === 'anonymous') return undefined;
  sessions[role] ??= await login(t.app, role === 'staff' ? 'admin01' : 'member02');
  return sessions[role];
};
/** Statuses that say the session is gone. */
const SESSION_GONE = [401, 555, 556];

let clientNumber = 0;

async function send(
  request: HostileRequest,
  session: LoggedIn | undefined,
): Promise<{ status: number; body: string }> {
  // Each case comes from its own address (a forwarded one in 198.18.0.0/15, the benchmarking range; nothing is
  // sent there), so the per-IP limits let every case reach the validation.
  clientNumber++;
  const headers: Record<string, string> = {
    'x-forwarded-for': `198.${18 + ((clientNumber >> 16) & 1)}.${(clientNumber >> 8) & 255}.${clientNumber & 255}`,
    ...session?.headers,
  };
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  const url = `${base}${request.path}${request.query ? `?${request.query}` : ''}`;
  const response = await fetch(url, {
    method: request.method,
    headers,
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, body: '' };
  }
  return { status: response.status, body: await response.text() };
}

/** What is wrong with one answer to a hostile request; an empty list when nothing is. */
async function problemsOf(route: RouteCase, request: HostileRequest): Promise<string[]> {
  const session = await sessionOf(request.role);
  const before = route.method === 'GET' ? undefined : await tableVersions(t.db.sql);
  const { status, body } = await send(request, session);
  if (SESSION_GONE.includes(status)) delete sessions[request.role];
  const problems: string[] = [];
  if (status >= 500 && status !== 555 && status !== 556)
    problems.push(`answered ${status} ${body.slice(0, 200)}`);
  if (status >= 400)
    for (const [what, pattern] of LEAKS)
      if (pattern.test(body)) problems.push(`shows ${what}: ${body.slice(0, 200)}`);
  if (before && status >= 400) {
    const after = await tableVersions(t.db.sql);
    const changed = Object.keys(before).filter(
      (table) => before[table] !== after[table] && !BACKGROUND_TABLES.has(table),
    );
    if (changed.length > 0) problems.push(`refused with ${status} yet changed ${changed.join(', ')}`);
  }
  return problems;
}

describe('fuzz: every documented route refuses hostile input cleanly', () => {
  it('covers every operation of the OpenAPI document with its registered schemas', async () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(operations.filter((key) => !routes.has(key))).toEqual([]);
    expect(Object.keys(await tableVersions(t.db.sql)).length).toBeGreaterThan(20);
  });

  it.each(operations)(
    '%s',
    async (key) => {
      const route = routes.get(key) as RouteCase;
      const result = await fc.check(
        fc.asyncProperty(hostileRequests(route), async (request) => {
          const problems = await problemsOf(route, request).catch((error: Error) => [
            `no answer: ${error.message} ${String(error.cause)}`,
          ]);
          if (problems.length > 0) throw new Error(`${request.label}: ${problems.join('; ')}`);
        }),
        { seed: SEED, numRuns: CASES, endOnFailure: true },
      );
      expect(result.failed ? String(result.errorInstance) : 'no problem').toBe('no problem');
      // Then, not left to chance: every numeric place with integers past a smallint and an integer column.
      const problems: string[] = [];
      for (const request of pastColumnRequests(route))
        for (const problem of await problemsOf(route, request)) problems.push(`${request.label}: ${problem}`);
      expect(problems).toEqual([]);
    },
    Math.max(60_000, CASES * 200),
  );
});
