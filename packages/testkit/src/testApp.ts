import { type App, buildApp, type Clock, type Config, DEMO_PASSWORD, loadConfig } from '@kbet/server/testing';
import { createTestDatabase, type TestDatabase } from './testDatabase';

/** A clock that stands still until a test moves it; its sleepers wake when it is moved past their time. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  /** Resolves with the length of the next sleep longer than 0 that starts (e.g. an in-play bet's wait). */
  nextSleep(): Promise<number>;
}

export function manualClock(start = new Date('2026-01-01T00:00:00Z')): ManualClock {
  let now = start.getTime();
  let sleepers: { until: number; wake: () => void }[] = [];
  let watchers: ((ms: number) => void)[] = [];
  return {
    now: () => new Date(now),
    sleep: (ms) => {
      if (ms <= 0) return Promise.resolve();
      for (const watcher of watchers) watcher(ms);
      watchers = [];
      return new Promise((wake) => sleepers.push({ until: now + ms, wake }));
    },
    advance: (ms) => {
      now += ms;
      const due = sleepers.filter((sleeper) => sleeper.until <= now);
      sleepers = sleepers.filter((sleeper) => sleeper.until > now);
      for (const sleeper of due) sleeper.wake();
    },
    nextSleep: () => new Promise((resolve) => watchers.push(resolve)),
  };
}

/**
 * The server's config for tests: the test harnesses' defaults (KBET_ENV=test, e.g. the second factor optional;
 * totpLogin.test.ts turns 'required' on), no log, no settings cache, no session cache (a test that changes a
 * session or member row with its own SQL then sees it on the next request; sessionCache.test.ts turns it on).
 */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ KBET_ENV: 'test' }),
    logLevel: 'silent',
    settingsCacheMs: 0,
    sessionCacheMs: 0,
    ...overrides,
  };
}

export interface TestApp {
  app: App;
  db: TestDatabase;
  clock: ManualClock;
  close(): Promise<void>;
}

/**
 * The real app over a fresh, migrated and seeded database. Routes a test needs (e.g. a money-moving
 * probe) can be registered through `setup` before the app is ready.
 * @example const t = await createTestApp(); afterAll(() => t.close());
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    setup?: (app: App) => Promise<void> | void;
    /** Another app's database: two apps on one database stand for a server and its restart. */
    db?: TestDatabase;
    clock?: ManualClock;
    /** Seeded chain secrets (seededBytes), so simulator tables deal the same cards on every run. */
    randomBytes?: (size: number) => Uint8Array;
  } = {},
): Promise<TestApp> {
  const db = options.db ?? (await createTestDatabase());
  const clock = options.clock ?? manualClock();
  const app = await buildApp({
    sql: db.sql,
    config: testConfig(options.config),
    clock,
    logger: false,
    ...(options.randomBytes && { randomBytes: options.randomBytes }),
  });
  await options.setup?.(app);
  await app.ready();
  return {
    app,
    db,
    clock,
    async close() {
      await app.close();
      if (!options.db) await db.drop();
    },
  };
}

export interface LoggedIn {
  token: string;
  cookie: string;
  user: { id: number; userId: string; emoney: number; [key: string]: unknown };
  headers: { authorization: string };
}

/**
 * Logs a demo account in and returns its bearer header, cookie and user.
 * @example const member01 = await login(app, 'member01');
 */
export async function login(app: App, userId: string, password = DEMO_PASSWORD): Promise<LoggedIn> {
  const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { userId, password } });
  if (response.statusCode !== 200)
    throw new Error(`login ${userId} failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { token: string; user: LoggedIn['user'] };
  const cookie = response.cookies.find((c) => c.name === 'kbet_session');
  return {
    token: body.token,
    cookie: cookie?.value ?? '',
    user: body.user,
    headers: { authorization: `Bearer ${body.token}` },
  };
}
