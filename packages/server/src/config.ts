import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { LOGIN_STAMP_TTL_MS } from '@kbet/sdk';
import type { LoginBackoff } from './domain/auth/createLoginThrottle';

export interface Config {
  host: string;
  port: number;
  /** Any PostgreSQL 15+; when unset the server starts an embedded one on `dataDir`. */
  databaseUrl: string | undefined;
  /** Embedded PostgreSQL's data directory, kept across restarts. */
  dataDir: string;
  /**
   * Fastify's trustProxy: only when set are X-Forwarded-For (client IP) and the country header
   * believed; otherwise the socket address decides.
   */
  trustProxy: boolean | string;
  /** A header a trusted proxy fills with the ISO country code (e.g. cf-ipcountry). */
  countryHeader: string;
  cookieSecure: boolean;
  /** Spec §9 "login stamp": a session idle this long is ended (556). */
  sessionIdleMs: number;
  /** Failed-login back-off (createLoginThrottle): per account and source, and per source. */
  login: {
    perAccountSource: LoginBackoff;
    perSource: LoginBackoff;
    /** Every login request per address, counted before the body is read: a flood costs no parsing. */
    perIp: { max: number; windowMs: number };
  };
  /** How long operator settings (geo) are cached; 0 reads them on every request. */
  settingsCacheMs: number;
  /**
   * How long a process trusts a session it has seen without reading it again (0: read on every request). Changes
   * are announced to every process at once (LISTEN kbet_session) and a re-established listening connection empties
   * the cache, so this only bounds what a connection lost without a reconnection would hide. Not shorter than a
   * member's usual gap between requests (a bettor every few seconds), or most requests would still read it.
   */
  sessionCacheMs: number;
  /** Idempotency keys are kept at least this long (compliance §5: >= 24 h). */
  idempotencyRetentionMs: number;
  /** Seed demo members and balances into an empty database. */
  seedDemo: boolean;
  /**
   * The key the simulator casino provider signs its wallet callbacks with (CASINO_SIM_SECRET); random per
   * process when unset, since the simulator runs in the same process.
   */
  casinoSimulatorSecret: string;
  /**
   * 'required' (default): partner and staff accounts enrol a second factor (RFC 6238) before the partner or
   * staff API answers them. 'optional' (SECOND_FACTOR=optional, the default under KBET_ENV=test) asks for a
   * code only once one is enrolled.
   */
  secondFactor: 'required' | 'optional';
  logLevel: string;
}

/** `<repo>` is three levels above this module, both in src/ and in the dist/ bundle. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const number = (value: string | undefined, fallback: number): number => {
  const n = value === undefined || value === '' ? Number.NaN : Number(value);
  return Number.isFinite(n) ? n : fallback;
};

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes'].includes(value.toLowerCase());

/** TRUST_PROXY: "true" (any hop) or a comma-separated list of proxy addresses/CIDRs. */
const trustProxy = (value: string | undefined): boolean | string => {
  if (value === undefined || value === '' || value === 'false') return false;
  return value === 'true' ? true : value;
};

/**
 * The defaults every test harness runs with (KBET_ENV=test: the in-process test app, the browser harness's
 * server, the chaos suite's server), each still overridden by its own variable. SECOND_FACTOR=optional: the
 * harnesses log staff in many times within one 30-second step, where a code works once.
 */
export const TEST_ENV_DEFAULTS: Readonly<NodeJS.ProcessEnv> = { SECOND_FACTOR: 'optional' };

/**
 * The server's settings from the environment, with demo-friendly defaults (and the test harnesses' own under
 * KBET_ENV=test).
 * @example const config = loadConfig({ PORT: '3000' });
 */
export function loadConfig(given: NodeJS.ProcessEnv = process.env): Config {
  const env = given.KBET_ENV === 'test' ? { ...TEST_ENV_DEFAULTS, ...given } : given;
  return {
    host: env.HOST ?? '0.0.0.0',
    port: number(env.PORT, 3000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.KBET_DATA_DIR ?? `${REPO_ROOT}.data/pg`,
    trustProxy: trustProxy(env.TRUST_PROXY),
    countryHeader: (env.COUNTRY_HEADER ?? 'cf-ipcountry').toLowerCase(),
    cookieSecure: flag(env.COOKIE_SECURE, false),
    sessionIdleMs: number(env.SESSION_IDLE_MS, LOGIN_STAMP_TTL_MS),
    login: {
      perAccountSource: {
        freeFailures: number(env.LOGIN_FREE_FAILURES, 5),
        firstDelayMs: 1_000,
        maxDelayMs: 5 * 60_000,
        forgetAfterMs: 15 * 60_000,
      },
      perSource: {
        freeFailures: number(env.LOGIN_FREE_FAILURES_PER_IP, 30),
        firstDelayMs: 1_000,
        maxDelayMs: 5 * 60_000,
        forgetAfterMs: 15 * 60_000,
      },
      perIp: { max: number(env.LOGIN_MAX_PER_IP, 60), windowMs: 60_000 },
    },
    settingsCacheMs: number(env.SETTINGS_CACHE_MS, 5_000),
    sessionCacheMs: number(env.SESSION_CACHE_MS, 60_000),
    idempotencyRetentionMs: 24 * 60 * 60_000,
    seedDemo: flag(env.SEED_DEMO, true),
    casinoSimulatorSecret: env.CASINO_SIM_SECRET || randomBytes(32).toString('hex'),
    secondFactor: env.SECOND_FACTOR === 'optional' ? 'optional' : 'required',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
