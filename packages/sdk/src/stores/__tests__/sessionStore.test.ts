import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyArea } from '../../api/lazyArea';
import { ApiError } from '../../errors/apiError';
import { BlockedError } from '../../errors/blockedError';
import { SessionEndedError } from '../../errors/sessionEndedError';
import { toKbetError } from '../../errors/toKbetError';
import { createKbetEvents, type KbetEvents } from '../../events';
import * as ko from '../../i18n/ko';
import { samples } from '../../schemas/__tests__/samples';
import { User } from '../../schemas/user';
import { createSessionStore, type KeyValueStorage, type SessionClient } from '../createSessionStore';

const T0 = Date.UTC(2025, 2, 1, 3, 0);
const MIN = 60_000;
const member = User.parse(samples.user);
const partner = { ...member, id: 8, type: 1 };

const memoryStorage = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
};

const setup = (user = member) => {
  // Typed as the calls they stand in for, so the store takes them as they are and the tests keep their mocks.
  const client = {
    auth: {
      login: vi.fn<SessionClient['auth']['login']>(async () => ({ user, token: 'tok' })),
      logout: vi.fn<SessionClient['auth']['logout']>(async () => {}),
    },
    member: { get: vi.fn<SessionClient['member']['get']>(async () => user) },
    board: {
      messages: { unreadCount: vi.fn<SessionClient['board']['messages']['unreadCount']>(async () => 0) },
    },
  } satisfies SessionClient;
  const storage = memoryStorage();
  const events = createKbetEvents();
  const seen: [keyof KbetEvents, unknown][] = [];
  events.on('*', (type, payload) => seen.push([type, payload]));
  const session = createSessionStore(client, { storage, events });
  return { client, storage, events, seen, session };
};

const stored = (storage: KeyValueStorage) => JSON.parse(storage.getItem('kbet.session') ?? 'null');
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
});
afterEach(() => vi.useRealTimers());

describe('createSessionStore: login and logout', () => {
  it('refuses an empty field with the spec message and calls nothing', async () => {
    const { client, session } = setup();
    expect(await session.login({ userId: ' ', password: 'x' })).toEqual({
      ok: false,
      code: 'FIELD_REQUIRED',
      message: '위 항목을 입력해주세요.',
      field: 'userId',
    });
    expect(client.auth.login).not.toHaveBeenCalled();
  });

  it('logs a member in with a 30-minute stamp and announces the balance', async () => {
    const { client, storage, seen, session } = setup();
    expect(await session.login({ userId: ' player01 ', password: 'kbet1234' })).toEqual({
      ok: true,
      value: member,
    });
    expect(client.auth.login).toHaveBeenCalledWith({ userId: 'player01', password: 'kbet1234' });
    expect(session.get()).toEqual({ status: 'member', user: member, unreadCount: 0, blocked: false });
    expect(stored(storage)).toEqual({ memberId: 7, stamp: { expiresAt: T0 + 30 * MIN } });
    expect(seen).toContainEqual(['balance:changed', { emoney: 150_000 }]);
  });

  it('keeps no stamp for a partner', async () => {
    const { storage, session } = setup(partner);
    await session.login({ userId: 'partner01', password: 'kbet1234' });
    expect(stored(storage)).toEqual({ memberId: 8, stamp: null });
  });

  it("shows the server's message for a refused login (404) and the fallback otherwise", async () => {
    const { client, session } = setup();
    client.auth.login.mockRejectedValueOnce(
      new ApiError({
        status: 404,
        code: 'LOGIN_INVALID',
        data: { code: 'LOGIN_INVALID', message: ko.LOGIN_INVALID },
        message: ko.LOGIN_INVALID,
      }),
    );
    expect(await session.login({ userId: 'a', password: 'b' })).toEqual({
      ok: false,
      code: 'LOGIN_INVALID',
      message: '아이디 또는 비밀번호가 일치하지 않습니다.',
    });
    client.auth.login.mockRejectedValueOnce(
      new ApiError({ status: 0, code: 'NETWORK_ERROR', data: null, message: '' }),
    );
    expect(await session.login({ userId: 'a', password: 'b' })).toMatchObject({
      ok: false,
      message: ko.ERR_LOGIN_FAILED,
    });
    client.auth.login.mockRejectedValueOnce(new TypeError('boom'));
    expect(await session.login({ userId: 'a', password: 'b' })).toEqual({
      ok: false,
      code: 'ERR_LOGIN_FAILED',
      message: '예기치 않은 문제가 발생했습니다. 관리자에게 문의해주세요.',
    });
    expect(session.get().status).toBe('restoring');
  });

  it('logs out on the server, forgets the member and announces it', async () => {
    const { client, storage, seen, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    await session.logout();
    expect(client.auth.logout).toHaveBeenCalledTimes(1);
    expect(session.get()).toEqual({ status: 'guest', user: null, unreadCount: 0, blocked: false });
    expect(storage.getItem('kbet.session')).toBeNull();
    expect(seen).toContainEqual(['session:ended', { reason: 'logout' }]);
    await session.logout();
    expect(client.auth.logout).toHaveBeenCalledTimes(1);
    expect(seen.filter(([type]) => type === 'session:ended')).toHaveLength(1);
  });
});

describe('createSessionStore: the 5-second refresh and the login stamp', () => {
  it('leaves the snapshot alone when a poll brings nothing new, and changes it when one does', async () => {
    const { client, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    await flush();
    // Each answer is a fresh object, as a parsed response is.
    client.member.get.mockImplementation(async () => ({ ...member }));
    const listener = vi.fn();
    session.subscribe(listener);
    const snapshot = session.get();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.member.get).toHaveBeenCalledTimes(3);
    expect(session.get()).toBe(snapshot);
    expect(listener).not.toHaveBeenCalled();

    client.member.get.mockImplementation(async () => ({ ...member, point: member.point + 500 }));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.get().user?.point).toBe(member.point + 500);
  });

  it('re-reads the user and unread count every 5 s and announces changes', async () => {
    const { client, seen, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    await flush();
    client.member.get.mockResolvedValue({ ...member, emoney: 90_000 });
    client.board.messages.unreadCount.mockResolvedValue(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get()).toMatchObject({ unreadCount: 2, user: { emoney: 90_000 } });
    expect(seen).toContainEqual(['balance:changed', { emoney: 90_000 }]);
    expect(seen).toContainEqual(['message:new', { unread: 2 }]);
    expect(client.member.get).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.member.get).toHaveBeenCalledTimes(3);
    expect(seen.filter(([type]) => type === 'message:new')).toHaveLength(1);
  });

  it('ends a type-0 session 30 minutes after the last page guard refresh', async () => {
    const { storage, seen, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    vi.advanceTimersByTime(20 * MIN);
    expect(session.touch()).toBe(true);
    expect(stored(storage).stamp).toEqual({ expiresAt: T0 + 50 * MIN });
    await vi.advanceTimersByTimeAsync(29 * MIN);
    expect(session.get().status).toBe('member');
    await vi.advanceTimersByTimeAsync(MIN);
    expect(session.get().status).toBe('guest');
    expect(seen).toContainEqual(['session:ended', { reason: 'expired', message: '로그아웃 되었습니다.' }]);
    expect(session.touch()).toBe(false);
  });

  it('touch after the stamp expired logs out; a partner has no stamp to expire', async () => {
    const { session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    session.dispose();
    vi.advanceTimersByTime(30 * MIN);
    expect(session.touch()).toBe(false);
    expect(session.get().user).toBeNull();
    const other = setup(partner);
    await other.session.login({ userId: 'p', password: 'b' });
    other.session.dispose();
    vi.advanceTimersByTime(300 * MIN);
    expect(other.session.touch()).toBe(true);
  });

  it('keeps the last user when a refresh fails for another reason', async () => {
    const { client, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    client.member.get.mockRejectedValueOnce(
      new ApiError({ status: 502, code: 'HTTP_502', data: null, message: '' }),
    );
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get()).toMatchObject({ status: 'member', user: member });
  });

  it('drops an answer that arrives after the session ended', async () => {
    const { client, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    await flush();
    let answer!: (user: typeof member) => void;
    client.member.get.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const pending = session.refresh();
    await session.logout();
    answer(member);
    await pending;
    expect(session.get().user).toBeNull();
  });
});

describe('createSessionStore: restore', () => {
  it('starts as a guest without a stored session', async () => {
    const { client, session } = setup();
    expect(session.get().status).toBe('restoring');
    await session.restore();
    expect(session.get().status).toBe('guest');
    expect(client.member.get).not.toHaveBeenCalled();
  });

  it('re-reads a stored member and resumes polling', async () => {
    const { client, storage, session } = setup();
    storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: { expiresAt: T0 + MIN } }));
    client.board.messages.unreadCount.mockResolvedValue(1);
    await session.restore();
    expect(session.get()).toEqual({ status: 'member', user: member, unreadCount: 1, blocked: false });
    expect(client.member.get).toHaveBeenCalledWith(7);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.member.get).toHaveBeenCalledTimes(2);
  });

  it('drops an expired or unreadable stored session', async () => {
    const expired = setup();
    expired.storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: { expiresAt: T0 } }));
    await expired.session.restore();
    expect(expired.session.get().status).toBe('guest');
    expect(expired.storage.getItem('kbet.session')).toBeNull();
    expect(expired.client.auth.logout).toHaveBeenCalledTimes(1);
    for (const junk of ['{', '"x"', '{"memberId":"7"}', '{"memberId":7.5}']) {
      const broken = setup();
      broken.storage.setItem('kbet.session', junk);
      await broken.session.restore();
      expect(broken.session.get().status).toBe('guest');
      expect(broken.client.member.get).not.toHaveBeenCalled();
    }
  });

  it('drops, without an announcement, a stored session the server refuses to read', async () => {
    const { client, storage, seen, session } = setup();
    storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: null }));
    client.member.get.mockRejectedValueOnce(
      toKbetError(403, { code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN }),
    );
    await session.restore();
    expect(session.get()).toEqual({ status: 'guest', user: null, unreadCount: 0, blocked: false });
    expect(storage.getItem('kbet.session')).toBeNull();
    expect(seen.filter(([type]) => type === 'session:ended')).toEqual([]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.member.get).toHaveBeenCalledTimes(1);
  });
});

describe('createSessionStore: hydrate (a page the server rendered for a member)', () => {
  it('starts as the member the page carries, with no request, keeping a stored stamp and polling on', async () => {
    const { client, storage, session } = setup();
    storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: { expiresAt: T0 + MIN } }));
    expect(session.hydrate({ user: member, unreadCount: 2 })).toBe(true);
    expect(session.get()).toEqual({ status: 'member', user: member, unreadCount: 2, blocked: false });
    expect(stored(storage)).toEqual({ memberId: 7, stamp: { expiresAt: T0 + MIN } });
    await flush();
    expect(client.member.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.member.get).toHaveBeenCalledTimes(1);
  });

  it('loads the member area, then the board area, each in a timer of its own before the first poll', async () => {
    const order: string[] = [];
    const area = <A extends object>(name: string, calls: A) =>
      lazyArea(
        () => async () => undefined as never,
        async () => {
          order.push(name);
          return () => calls;
        },
      );
    const areas = (suffix: string): Pick<SessionClient, 'member' | 'board'> => ({
      member: area<SessionClient['member']>(`member${suffix}`, { get: vi.fn(async () => member) }),
      board: area<SessionClient['board']>(`board${suffix}`, {
        messages: { unreadCount: vi.fn(async () => 0) },
      }),
    });
    const client: SessionClient = { auth: { login: vi.fn(), logout: vi.fn(async () => {}) }, ...areas('') };
    const session = createSessionStore(client, { storage: memoryStorage() });
    session.hydrate({ user: member, unreadCount: 0 });
    await vi.advanceTimersByTimeAsync(2_499);
    expect(order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['member']);
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['member', 'board']);
    await vi.advanceTimersByTimeAsync(2_499);
    expect(order).toEqual(['member', 'board']);
    expect(session.get().status).toBe('member');
    // A session that ends before the warm-up loads nothing.
    order.length = 0;
    const ended = createSessionStore({ ...client, ...areas('2') }, { storage: memoryStorage() });
    ended.hydrate({ user: member, unreadCount: 0 });
    await vi.advanceTimersByTimeAsync(2_499);
    ended.dispose();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(order).toEqual([]);
    session.dispose();
  });

  it("takes the server's member over another stored one or none, with a fresh stamp for a normal member", () => {
    for (const kept of [null, JSON.stringify({ memberId: 99, stamp: { expiresAt: T0 } }), '{']) {
      const { storage, session } = setup();
      if (kept) storage.setItem('kbet.session', kept);
      expect(session.hydrate({ user: member, unreadCount: 0 })).toBe(true);
      expect(stored(storage)).toEqual({ memberId: 7, stamp: { expiresAt: T0 + 30 * MIN } });
    }
    const { storage, session } = setup(partner);
    expect(session.hydrate({ user: partner, unreadCount: 0 })).toBe(true);
    expect(stored(storage)).toEqual({ memberId: 8, stamp: null });
  });

  it("does not revive this member's expired stamp: false, nothing changed, and restore ends it", async () => {
    const { client, storage, session } = setup();
    const expired = JSON.stringify({ memberId: 7, stamp: { expiresAt: T0 } });
    storage.setItem('kbet.session', expired);
    expect(session.hydrate({ user: member, unreadCount: 0 })).toBe(false);
    expect(session.get().status).toBe('restoring');
    expect(storage.getItem('kbet.session')).toBe(expired);
    await session.restore();
    expect(session.get().status).toBe('guest');
    expect(client.auth.logout).toHaveBeenCalledTimes(1);
  });
});

describe('createSessionStore: restore while the server cannot answer', () => {
  const maintenance = () =>
    toKbetError(503, {
      code: 'ERR_SITE_MAINTENANCE',
      message: ko.ERR_SITE_MAINTENANCE,
      data: { maintenanceStartAt: null, maintenanceEndAt: null },
    });
  const offline = () =>
    new ApiError({
      status: 0,
      code: 'NETWORK_ERROR',
      data: new TypeError('fetch failed'),
      message: ko.ERR_DEFAULT,
    });

  it.each([
    ['503 maintenance', maintenance],
    ['a network error', offline],
    ['a 502 gateway', () => toKbetError(502, null)],
  ])('keeps the stored session on %s and restores the member once the server answers', async (_, failure) => {
    const { client, storage, seen, session } = setup();
    const kept = JSON.stringify({ memberId: 7, stamp: { expiresAt: T0 + 30 * MIN } });
    storage.setItem('kbet.session', kept);
    client.member.get.mockRejectedValueOnce(failure()).mockRejectedValueOnce(failure());
    await session.restore();
    expect(session.get()).toEqual({ status: 'restoring', user: null, unreadCount: 0, blocked: false });
    expect(storage.getItem('kbet.session')).toBe(kept);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.member.get).toHaveBeenCalledTimes(2);
    expect(session.get().status).toBe('restoring');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get()).toEqual({ status: 'member', user: member, unreadCount: 0, blocked: false });
    expect(storage.getItem('kbet.session')).toBe(kept);
    expect(client.auth.logout).not.toHaveBeenCalled();
    expect(seen.filter(([type]) => type === 'session:ended')).toEqual([]);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(client.member.get).toHaveBeenCalledTimes(4);
  });

  it.each([
    [
      '401',
      () => toKbetError(401, { code: 'LOGIN_REQUIRED', message: ko.LOGIN_REQUIRED }),
      { reason: 'serverLogout', message: '로그아웃 되었습니다.' },
    ],
    [
      '556',
      () => toKbetError(556, { code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT }),
      { reason: 'serverLogout', message: '로그아웃 되었습니다.' },
    ],
    [
      '556 withdrawn',
      () => toKbetError(556, { code: 'ERR_WITHDRAWN', message: ko.ERR_WITHDRAWN }),
      { reason: 'withdrawn', message: '탈퇴한 회원입니다.' },
    ],
    [
      '555',
      () => toKbetError(555, { code: 'ERR_OTHER_DEVICE', message: ko.ERR_OTHER_DEVICE }),
      { reason: 'otherDevice', message: '다른 기기에서 로그인하여 로그아웃되었습니다.' },
    ],
  ])('ends the stored session on %s with its reason and message', async (_, failure, ended) => {
    const { client, storage, seen, session } = setup();
    storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: null }));
    client.member.get.mockRejectedValueOnce(failure());
    await session.restore();
    expect(session.get()).toEqual({ status: 'guest', user: null, unreadCount: 0, blocked: false });
    expect(storage.getItem('kbet.session')).toBeNull();
    expect(seen.filter(([type]) => type === 'session:ended')).toEqual([['session:ended', ended]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.member.get).toHaveBeenCalledTimes(1);
  });

  it('ends a kept session when a retry learns the server ended it', async () => {
    const { client, storage, seen, session } = setup();
    storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: null }));
    client.member.get
      .mockRejectedValueOnce(maintenance())
      .mockRejectedValueOnce(toKbetError(556, { code: 'ERR_LOGGED_OUT', message: ko.ERR_LOGGED_OUT }));
    await session.restore();
    expect(session.get().status).toBe('restoring');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get().status).toBe('guest');
    expect(storage.getItem('kbet.session')).toBeNull();
    expect(seen).toEqual([['session:ended', { reason: 'serverLogout', message: ko.ERR_LOGGED_OUT }]]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.member.get).toHaveBeenCalledTimes(2);
  });

  it('ends a kept type-0 session whose 30-minute stamp runs out before the server answers', async () => {
    const { client, storage, seen, session } = setup();
    storage.setItem('kbet.session', JSON.stringify({ memberId: 7, stamp: { expiresAt: T0 + 7_000 } }));
    client.member.get.mockRejectedValue(maintenance());
    await session.restore();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get().status).toBe('restoring');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get().status).toBe('guest');
    expect(storage.getItem('kbet.session')).toBeNull();
    expect(seen).toEqual([['session:ended', { reason: 'expired', message: ko.ERR_LOGGED_OUT }]]);
    expect(client.member.get).toHaveBeenCalledTimes(2);
  });
});

describe('createSessionStore: session-ending answers (spec §8)', () => {
  const loggedIn = async () => {
    const context = setup();
    await context.session.login({ userId: 'a', password: 'b' });
    return context;
  };

  it.each([
    [new SessionEndedError(555), 'otherDevice', '다른 기기에서 로그인하여 로그아웃되었습니다.'],
    [new SessionEndedError(556), 'serverLogout', '로그아웃 되었습니다.'],
    [
      new SessionEndedError(556, { code: 'ERR_WITHDRAWN', message: ko.ERR_WITHDRAWN }),
      'withdrawn',
      '탈퇴한 회원입니다.',
    ],
    [new SessionEndedError(500), 'serverError', '예기치 않은 문제가 발생했습니다.'],
    [
      new ApiError({ status: 401, code: 'LOGIN_REQUIRED', data: null, message: ko.LOGIN_REQUIRED }),
      'serverLogout',
      '로그아웃 되었습니다.',
    ],
  ])('%s logs out with its reason and message', async (error, reason, message) => {
    const { client, seen, session } = await loggedIn();
    session.handleError(error);
    expect(session.get()).toEqual({ status: 'guest', user: null, unreadCount: 0, blocked: false });
    expect(seen).toContainEqual(['session:ended', { reason, message }]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.member.get).toHaveBeenCalledTimes(1);
  });

  it('406 logs out and blanks the page; 600 only blanks it', async () => {
    const blocked = await loggedIn();
    blocked.session.handleError(new BlockedError(406));
    expect(blocked.session.get()).toMatchObject({ status: 'guest', blocked: true });
    expect(blocked.seen).toContainEqual([
      'session:ended',
      { reason: 'blockedIp', message: '차단된 IP입니다.' },
    ]);
    const silent = await loggedIn();
    silent.session.handleError(new BlockedError(600));
    expect(silent.session.get()).toMatchObject({ status: 'member', blocked: true });
  });

  it('ignores other failures, and session-ending ones for a guest', async () => {
    const { seen, session } = setup();
    await session.restore();
    session.handleError(new SessionEndedError(500));
    session.handleError(new ApiError({ status: 400, code: 'X', data: null, message: 'x' }));
    expect(session.get()).toEqual({ status: 'guest', user: null, unreadCount: 0, blocked: false });
    expect(seen).toEqual([]);
  });

  it('a session-ending refresh logs out', async () => {
    const { client, seen, session } = await loggedIn();
    client.member.get.mockRejectedValueOnce(new SessionEndedError(555));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(session.get().status).toBe('guest');
    expect(seen).toContainEqual(['session:ended', { reason: 'otherDevice', message: ko.ERR_OTHER_DEVICE }]);
  });
});

describe('createSessionStore: pushed events', () => {
  it('follows pushed balances and unread counts until disposed', async () => {
    const { events, session } = setup();
    await session.login({ userId: 'a', password: 'b' });
    events.emit('balance:changed', { emoney: 1 });
    events.emit('message:new', { unread: 4 });
    expect(session.get()).toMatchObject({ unreadCount: 4, user: { emoney: 1 } });
    const before = session.get();
    events.emit('balance:changed', { emoney: 1 });
    expect(session.get()).toBe(before);
    session.dispose();
    events.emit('balance:changed', { emoney: 2 });
    expect(session.get().user?.emoney).toBe(1);
  });

  it('notifies subscribers of changes', async () => {
    const { session } = setup();
    const listener = vi.fn();
    session.subscribe(listener);
    await session.restore();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
