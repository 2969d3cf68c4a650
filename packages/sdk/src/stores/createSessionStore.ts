import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { KbetClient } from '../api/createKbetClient';
import { preloadArea } from '../api/lazyArea';
import { POLL_INTERVAL_MS } from '../constants/timing';
import { fail, ok, type ValidationResult } from '../core/result';
import { isApiError } from '../errors/apiError';
import { BlockedError } from '../errors/blockedError';
import { loadMapHttpFailure } from '../errors/loadMapHttpFailure';
import { SessionEndedError } from '../errors/sessionEndedError';
import { wireCode } from '../errors/wireCode';
import type { KbetEventBus, KbetEvents, SessionEndReason } from '../events';
import * as ko from '../i18n/ko';
import type { User } from '../schemas/user';
import {
  createLoginStamp,
  isLoginStampValid,
  type LoginStamp,
  refreshLoginStamp,
  usesLoginStamp,
} from '../session/loginStamp';
import type { LoginForm } from '../validation/validateLogin';
import { type Clock, systemClock } from './clock';
import { loadLoginChecks } from './preloadLogin';
import { subscribeSignal } from './subscribeSignal';

/**
 * 'restoring' until a stored session is confirmed or dropped at start-up; it stays so, keeping the stored
 * session, while the server cannot answer (maintenance, the network), and the read is retried on every poll.
 */
export type SessionStatus = 'restoring' | 'guest' | 'member';

export interface SessionSnapshot {
  readonly status: SessionStatus;
  readonly user: User | null;
  /** Unread messages, re-read with the user (spec §4 "with a message check"). */
  readonly unreadCount: number;
  /** A 406 (blocked IP) or 600 answer: the page goes blank (spec §8). */
  readonly blocked: boolean;
}

/** Web Storage's shape (localStorage fits), so the session survives a reload without the SDK touching the DOM. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The calls the session store makes. */
export interface SessionClient {
  readonly auth: Pick<KbetClient['auth'], 'login' | 'logout'>;
  readonly member: Pick<KbetClient['member'], 'get'>;
  readonly board: { readonly messages: Pick<KbetClient['board']['messages'], 'unreadCount'> };
}

export interface SessionStoreOptions {
  readonly clock?: Clock;
  /** Keeps the member id and the login stamp; nothing is kept without it. */
  readonly storage?: KeyValueStorage;
  readonly storageKey?: string;
  /** Gets 'session:ended', 'balance:changed' and 'message:new'; pushed balances and unread counts are followed. */
  readonly events?: KbetEventBus;
  /** User refresh interval while logged in; default 5 s (spec §4, §9), 0 turns polling off. */
  readonly pollMs?: number;
}

export interface SessionStore {
  readonly state: ReadonlySignal<SessionSnapshot>;
  get(): SessionSnapshot;
  subscribe(listener: () => void): () => void;
  /**
   * Start-up: re-reads the stored member, or drops a session whose 30-minute stamp expired. Only an answer that
   * ends the session (spec §8: 401, 555, 556, 500, 406) ends it; while the server cannot answer (503 maintenance,
   * no network) the session is kept, still 'restoring', and re-read on every poll until it answers.
   */
  restore(): Promise<void>;
  /**
   * Start-up from a page the server rendered for a member (in place of `restore`): the session starts as the
   * server read it from its cookie, with no request, and polls on. The server's member wins over a stored one;
   * a stored session of that member whose 30-minute stamp expired is not revived: false, nothing changed, and
   * `restore` ends it as on any start-up.
   */
  hydrate(session: HydratedSession): boolean;
  /** Validates the form (spec §5), logs in and stamps type-0 members; a failure carries the spec §8 login message. */
  login(form: LoginForm): Promise<ValidationResult<User>>;
  /** Ends the session here and on the server, and announces why on 'session:ended'; a no-op for a guest. */
  logout(reason?: SessionEndReason, message?: string): Promise<void>;
  /** Re-reads the user and the unread count (the 5-second refresh). */
  refresh(): Promise<void>;
  /** The page guard's stamp refresh (spec §4); false, after logging out, when the stamp has expired. */
  touch(): boolean;
  /** Follows a failed call: 401, 555, 556 and 500 log out with their message, 406 and 600 blank the page. */
  handleError(error: unknown): void;
  /**
   * The bearer token of the session this store logged in, for the client and the live stream; undefined for a
   * guest and after a restore (kept in memory only: a browser on the API's origin goes on with the httpOnly cookie).
   */
  token(): string | undefined;
  /** Stops polling and following the event bus. */
  dispose(): void;
}

/** The part of a member's snapshot a server-rendered page carries for `hydrate`. */
export interface HydratedSession {
  readonly user: User;
  readonly unreadCount: number;
}

interface Stored {
  readonly memberId: number;
  readonly stamp: LoginStamp | null;
}

const GUEST: SessionSnapshot = { status: 'guest', user: null, unreadCount: 0, blocked: false };

/** Why a failed call ends the session, or null when it does not. */
function sessionEnd(error: unknown): { reason: SessionEndReason; message: string } | null {
  if (error instanceof SessionEndedError) {
    if (error.status === 555) return { reason: 'otherDevice', message: error.message };
    if (error.status === 500) return { reason: 'serverError', message: error.message };
    return wireCode(error.status, error.data) === 'ERR_WITHDRAWN'
      ? { reason: 'withdrawn', message: ko.ERR_WITHDRAWN }
      : { reason: 'serverLogout', message: error.message };
  }
  if (error instanceof BlockedError && error.status === 406)
    return { reason: 'blockedIp', message: error.message };
  if (isApiError(error) && error.status === 401)
    return { reason: 'serverLogout', message: ko.ERR_LOGGED_OUT };
  return null;
}

/**
 * Whether a failed call says only that the server cannot answer now (no network, 503 maintenance, a gateway,
 * a timeout, rate limiting), and nothing about the session.
 */
const isUnavailable = (error: unknown): boolean =>
  isApiError(error) && [0, 408, 429, 502, 503, 504].includes(error.status);

function readStored(storage: KeyValueStorage | undefined, key: string): Stored | null {
  try {
    const value: unknown = JSON.parse(storage?.getItem(key) ?? 'null');
    if (typeof value !== 'object' || value === null || !('memberId' in value)) return null;
    const { memberId, stamp } = value as { memberId: unknown; stamp?: { expiresAt?: unknown } | null };
    if (!Number.isSafeInteger(memberId)) return null;
    const expiresAt = stamp?.expiresAt;
    return { memberId: memberId as number, stamp: typeof expiresAt === 'number' ? { expiresAt } : null };
  } catch {
    return null;
  }
}

/**
 * The member's session (spec §4): login with the 30-minute stamp for type-0 members, the user and unread
 * count re-read every 5 seconds, logout, and the session-ending answers of spec §8.
 * @example
 * const session = createSessionStore(client, { storage: localStorage, events });
 * await session.restore();
 * const result = await session.login({ userId: 'member01', password: 'kbet1234' });
 */
export function createSessionStore(client: SessionClient, options: SessionStoreOptions = {}): SessionStore {
  const { events, storage } = options;
  const clock = options.clock ?? systemClock;
  const storageKey = options.storageKey ?? 'kbet.session';
  const pollMs = options.pollMs ?? POLL_INTERVAL_MS;
  const state = signal<SessionSnapshot>({ ...GUEST, status: 'restoring' });
  let stored: Stored | null = null;
  let bearer: string | undefined;
  let timer: ReturnType<typeof setInterval> | undefined;
  let warming: ReturnType<typeof setTimeout> | undefined;
  // Counts sessions, so an answer for a session that has since ended is dropped.
  let generation = 0;

  const patch = (next: Partial<SessionSnapshot>) => {
    state.value = { ...state.value, ...next };
  };
  const save = (next: Stored | null) => {
    stored = next;
    if (next) storage?.setItem(storageKey, JSON.stringify(next));
    else storage?.removeItem(storageKey);
  };
  const stopPolling = () => {
    clearInterval(timer);
    clearTimeout(warming);
    timer = undefined;
    warming = undefined;
  };

  const end = (reason: SessionEndReason, message?: string) => {
    generation += 1;
    bearer = undefined;
    stopPolling();
    save(null);
    patch({ status: 'guest', user: null, unreadCount: 0 });
    events?.emit('session:ended', message === undefined ? { reason } : { reason, message });
  };

  const expired = () => stored?.stamp != null && !isLoginStampValid(stored.stamp, clock.now());

  const refresh = async () => {
    const memberId = stored?.memberId;
    if (memberId === undefined) return;
    if (expired()) return end('expired', ko.ERR_LOGGED_OUT);
    const at = generation;
    try {
      const [user, unreadCount] = await Promise.all([
        client.member.get(memberId),
        client.board.messages.unreadCount(memberId),
      ]);
      if (at !== generation) return;
      const before = state.value;
      // A poll that changes nothing leaves the snapshot as it was, so no view re-renders every 5 seconds.
      const same = before.user !== null && JSON.stringify(before.user) === JSON.stringify(user);
      if (before.status !== 'member' || !same || before.unreadCount !== unreadCount) {
        patch({ status: 'member', user: same ? before.user : user, unreadCount });
      }
      if (before.user?.emoney !== user.emoney) events?.emit('balance:changed', { emoney: user.emoney });
      if (unreadCount > before.unreadCount) events?.emit('message:new', { unread: unreadCount });
    } catch (error) {
      handleError(error);
      // Any other failure keeps the last known user. At start-up there is none to keep: a stored session the
      // server refuses to read is dropped, one it cannot read now is kept for the next poll to retry.
      if (at === generation && state.value.status === 'restoring' && !isUnavailable(error)) {
        save(null);
        patch({ status: 'guest' });
      }
    }
  };

  /**
   * Loads the member area, then the board area, each in a timer of its own halfway to the first poll: the poll
   * would load both in its own task and evaluate zod and their schemas in one next (53-73 ms on a 4x slower
   * phone), a long task 5 s after a member's page loaded.
   */
  const warmUp = () => {
    warming = setTimeout(() => {
      void preloadArea(client.member).then(() => {
        if (warming !== undefined) warming = setTimeout(() => void preloadArea(client.board), 0);
      });
    }, pollMs / 2);
  };

  const startPolling = () => {
    stopPolling();
    if (pollMs <= 0) return;
    timer = setInterval(() => void refresh(), pollMs);
    warmUp();
  };

  function handleError(error: unknown) {
    if (error instanceof BlockedError) patch({ blocked: true });
    const ending = sessionEnd(error);
    if (ending && stored) end(ending.reason, ending.message);
  }

  const onBalance = ({ emoney }: KbetEvents['balance:changed']) => {
    const { user } = state.value;
    if (user && user.emoney !== emoney) patch({ user: { ...user, emoney } });
  };
  const onMessage = ({ unread }: KbetEvents['message:new']) => patch({ unreadCount: unread });
  events?.on('balance:changed', onBalance);
  events?.on('message:new', onMessage);

  return {
    state,
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    async restore() {
      stored = readStored(storage, storageKey);
      if (!stored) return patch({ status: 'guest' });
      if (expired()) {
        save(null);
        patch({ status: 'guest' });
        await client.auth.logout().catch(() => {});
        return;
      }
      await refresh();
      if (state.value.status !== 'guest') startPolling();
    },
    hydrate({ user, unreadCount }) {
      const kept = readStored(storage, storageKey);
      const same = kept?.memberId === user.id;
      if (same && kept.stamp && !isLoginStampValid(kept.stamp, clock.now())) return false;
      const stamp = usesLoginStamp(user) ? (same && kept.stamp) || createLoginStamp(clock.now()) : null;
      generation += 1;
      save({ memberId: user.id, stamp });
      patch({ status: 'member', user, unreadCount, blocked: false });
      startPolling();
      return true;
    },
    async login(form) {
      // Loaded here (or ahead by preloadLogin), so the entry does not carry the form's checks.
      const checks = await loadLoginChecks().catch(() => undefined);
      if (!checks) return fail('ERR_LOGIN_FAILED', ko.ERR_LOGIN_FAILED);
      const checked = checks.validateLogin(form);
      if (!checked.ok) return checked;
      try {
        const { user, token } = await client.auth.login(checked.value);
        generation += 1;
        bearer = token;
        save({ memberId: user.id, stamp: usesLoginStamp(user) ? createLoginStamp(clock.now()) : null });
        patch({ status: 'member', user, unreadCount: 0, blocked: false });
        events?.emit('balance:changed', { emoney: user.emoney });
        startPolling();
        void refresh();
        return ok(user);
      } catch (error) {
        if (!isApiError(error)) return fail('ERR_LOGIN_FAILED', ko.ERR_LOGIN_FAILED);
        // Loaded here, at a refused login, so the entry does not carry the failures' wording (createSend's mapping).
        const mapHttpFailure = await loadMapHttpFailure();
        if (!mapHttpFailure) return fail('ERR_LOGIN_FAILED', ko.ERR_LOGIN_FAILED);
        const outcome = mapHttpFailure({ status: error.status, data: error.data, context: 'login' });
        return fail(outcome.error.code, outcome.message);
      }
    },
    async logout(reason = 'logout', message) {
      // Nothing to end (a guest, or a second call): no announcement either.
      if (stored === null) return patch({ status: 'guest' });
      // Sent before the session ends here, so the request still carries the bearer token it ends.
      const request = client.auth.logout().catch(() => {});
      end(reason, message);
      await request;
    },
    refresh,
    touch() {
      if (!stored?.stamp) return stored !== null;
      const next = refreshLoginStamp(stored.stamp, clock.now());
      if (!next) {
        end('expired', ko.ERR_LOGGED_OUT);
        return false;
      }
      save({ ...stored, stamp: next });
      return true;
    },
    handleError,
    token: () => bearer,
    dispose() {
      stopPolling();
      events?.off('balance:changed', onBalance);
      events?.off('message:new', onMessage);
    },
  };
}
