import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors/apiError';
import { getLocale, setLocale } from '../../i18n/setLocale';
import { fakeLive } from '../../live/__tests__/fakeLive';
import { samples } from '../../schemas/__tests__/samples';
import { createResourceStore } from '../../stores/createResourceStore';
import { createKbet, type KbetOptions } from '../createKbet';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The server, at the fetch level under the real client: login, the user re-read, the unread count. */
const fakeServer = () => {
  const calls: string[] = [];
  /** The bearer each call carried ('' for none), in call order. */
  const bearers: string[] = [];
  const answers = new Map<string, () => Response>([
    ['POST /api/auth/login', () => json({ user: samples.user, token: 'tok' })],
    ['POST /api/auth/logout', () => json({})],
    [`GET /api/member/${samples.user.id}`, () => json(samples.user)],
    [`GET /api/message/unread/${samples.user.id}`, () => json({ count: 0 })],
    ['GET /api/setting/user', () => json(samples.userSettings)],
    ['POST /api/sports-prematch/betting', () => json(samples.betPlaced)],
  ]);
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://kbet.test');
    const call = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(call);
    bearers.push(new Headers(init?.headers).get('authorization') ?? '');
    return answers.get(call)?.() ?? json({ code: 'NOT_FOUND', message: 'none' }, 404);
  });
  return { fetch, calls, answers, bearers };
};

const setup = (more: Partial<KbetOptions> = {}) => {
  const server = fakeServer();
  const live = fakeLive();
  const app = createKbet({
    baseURL: 'http://kbet.test/api',
    fetch: server.fetch,
    liveSource: live.source,
    ...more,
  });
  return { app, server, live };
};

const login = (app: ReturnType<typeof createKbet>) =>
  app.stores.session.login({ userId: samples.user.userId, password: 'kbet1234' });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createKbet', () => {
  it('shares one event bus and cache, and gives the three sports slips their styles', () => {
    const { app } = setup();
    const { slips, betSlip } = app.stores;
    expect(betSlip).toBe(slips.prematch);
    expect([slips.prematch, slips.korean, slips.inplay].map((slip) => slip.get().slip.style)).toEqual([
      'EU',
      'KR',
      'EU',
    ]);
  });

  it('connects the live push when a member logs in and reconnects it as a guest at logout', async () => {
    const { app, live } = setup();
    expect(live.opened).toEqual([]);
    expect((await login(app)).ok).toBe(true);
    // The push's code loads at its first start; ready() settles once it has opened the stream.
    await app.ready();
    expect(live.opened).toEqual([
      { url: 'http://kbet.test/api/live/stream', closed: false, headers: { authorization: 'Bearer tok' } },
    ]);
    await app.stores.session.logout();
    expect(live.opened.map((entry) => entry.closed)).toEqual([true, false]);
    expect(live.opened[1]?.headers).toEqual({});
    app.stores.live.stop();
    app.stores.session.dispose();
  });

  it('hands the live push its liveSchedule: the events reach the bus at the flush it asked for', async () => {
    const flushes: (() => void)[] = [];
    const { app, live } = setup({ liveSchedule: (flush) => void flushes.push(flush) });
    const seen: unknown[] = [];
    app.stores.events.on('live:event', (event) => seen.push(event));
    app.stores.live.start();
    await app.ready();
    const send = (message: object) => live.sources[0]?.onmessage?.({ data: JSON.stringify(message) });
    send({ type: 'ready', seq: 1, prev: 1 });
    const message = { type: 'message', seq: 2, prev: 1, data: { id: 5, title: '안내', unread: 2 } };
    send(message);
    expect(seen).toEqual([]);
    expect(flushes).toHaveLength(1);
    flushes[0]?.();
    expect(seen).toEqual([message]);
    app.stores.live.stop();
  });

  it('leaves a push nobody started alone when a guest stays a guest', async () => {
    const { app, live } = setup();
    await app.stores.session.logout();
    expect(live.opened).toEqual([]);
  });

  it('ends the session on a session-ending answer to any call (spec §8)', async () => {
    const { app, server } = setup();
    await login(app);
    server.answers.set('GET /api/board', () => json({ message: '다른 기기에서 로그인했습니다.' }, 555));
    await expect(app.client.board.notices({ page: 1, perpage: 5 })).rejects.toBeInstanceOf(ApiError);
    expect(app.stores.session.get().status).toBe('guest');
    app.stores.live.stop();
  });

  it('re-reads the settings when a load says the site went into maintenance', async () => {
    const { app } = setup();
    const settings = vi.fn(async () => ({}));
    const store = app.stores.cache.get('settings', () => createResourceStore(settings));
    await store.refresh();
    app.onResourceError(
      new ApiError({ status: 503, code: 'ERR_SITE_MAINTENANCE', data: null, message: '점검 중' }),
    );
    expect(store.get().updatedAt).toBeNull();
  });

  it('leaves the settings alone on any other failed load', async () => {
    const { app } = setup();
    const store = app.stores.cache.get('settings', () => createResourceStore(async () => ({})));
    await store.refresh();
    app.onResourceError(new ApiError({ status: 0, code: 'NETWORK_ERROR', data: null, message: 'x' }));
    expect(store.get().updatedAt).not.toBeNull();
  });

  it('keeps the login token for every call and the logout, and forgets it after', async () => {
    const { app, server } = setup();
    await app.client.health().catch(() => {});
    await login(app);
    await app.client.member.get(samples.user.id);
    await app.stores.session.logout();
    await app.client.health().catch(() => {});
    const sent = server.calls.map((call, i) => `${call} ${server.bearers[i]}`);
    expect(sent[0]).toBe('GET /api/health ');
    expect(sent).toContain(`GET /api/member/${samples.user.id} Bearer tok`);
    expect(sent).toContain('POST /api/auth/logout Bearer tok');
    expect(sent.at(-1)).toBe('GET /api/health ');
    app.dispose();
  });

  it("gives the slips the member's limits from the settings and sends their bets", async () => {
    const { app, server } = setup();
    const { betSlip, slips } = app.stores;
    betSlip.add({ ...samples.oddsRow, slipName: '1' });
    expect(betSlip.setAmount(5_000)).toBe(0);
    expect(await betSlip.place()).toMatchObject({ ok: false, code: 'BET_LOGIN_REQUIRED' });
    await login(app);
    await app.ready();
    expect(slips.korean.get().limits.maxBet).toBeGreaterThan(0);
    expect(betSlip.setAmount(5_000)).toBe(5_000);
    expect(await betSlip.place()).toEqual({ ok: true, value: samples.betPlaced });
    expect(server.calls).toContain('POST /api/sports-prematch/betting');
    app.dispose();
  });

  it('is ready at once for a guest, and after a login once the settings are read', async () => {
    const { app, server } = setup();
    await app.ready();
    expect(server.calls).not.toContain('GET /api/setting/user');
    await login(app);
    await app.ready();
    expect(server.calls.filter((call) => call === 'GET /api/setting/user')).toHaveLength(1);
    expect(app.stores.betSlip.get().limits.maxBet).toBeGreaterThan(0);
    app.dispose();
  });

  it('re-reads the betting settings every settingsRefreshMs while a member is logged in', async () => {
    const { app, server } = setup({ settingsRefreshMs: 60_000 });
    const reads = () => server.calls.filter((call) => call === 'GET /api/setting/user').length;
    await login(app);
    await app.ready();
    expect(app.stores.betSlip.get().limits.maxBet).toBe(1_000_000);
    // Staff raise the limit: the member sees it without logging in again.
    server.answers.set('GET /api/setting/user', () =>
      json({ ...samples.userSettings, sportsEuAmountRole4: 300 }),
    );
    await vi.advanceTimersByTimeAsync(59_999);
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await app.ready();
    expect(reads()).toBe(2);
    expect(app.stores.betSlip.get().limits.maxBet).toBe(3_000_000);
    // A guest's settings are not re-read.
    await app.stores.session.logout();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reads()).toBe(2);
    app.dispose();
  });

  it('re-reads the betting settings at once when the server refuses a bet over a limit', async () => {
    const { app, server } = setup();
    await login(app);
    await app.ready();
    server.answers.set('POST /api/sports-prematch/betting', () =>
      json({ code: 'BET_OVER_MAX', message: '최대 베팅금액을 초과하였습니다.' }, 400),
    );
    server.answers.set('GET /api/setting/user', () =>
      json({ ...samples.userSettings, sportsEuAmountRole4: 1 }),
    );
    const { betSlip } = app.stores;
    betSlip.add({ ...samples.oddsRow, slipName: '1' });
    betSlip.setAmount(50_000);
    expect(await betSlip.place()).toMatchObject({ ok: false, code: 'BET_OVER_MAX' });
    await app.ready();
    expect(server.calls.filter((call) => call === 'GET /api/setting/user')).toHaveLength(2);
    expect(betSlip.get().limits.maxBet).toBe(10_000);
    expect(betSlip.get().amount).toBe(10_000);
    app.dispose();
  });

  it("hands a server-rendered member's session and settings to the browser's, which reads neither again", async () => {
    const server = setup();
    expect(server.app.dehydrate()).toBeNull();
    await login(server.app);
    await server.app.ready();
    const state = server.app.dehydrate();
    expect(state?.session.user.id).toBe(samples.user.id);
    expect(state?.settings).not.toBeNull();
    server.app.dispose();

    const browser = setup();
    expect(browser.app.hydrate(JSON.parse(JSON.stringify(state)))).toBe(true);
    await browser.app.ready();
    expect(browser.app.stores.session.get().status).toBe('member');
    expect(browser.app.stores.betSlip.get().limits.maxBet).toBeGreaterThan(0);
    expect(browser.server.calls).toEqual([]);
    // The member's push starts as after a login.
    expect(browser.live.opened).toHaveLength(1);
    browser.app.dispose();
  });

  it('sets the message language when asked, active once ready', async () => {
    const app = createKbet({ baseURL: 'http://kbet.test', locale: 'en' });
    await app.ready();
    app.dispose();
    expect(getLocale()).toBe('en');
    setLocale('ko');
  });
});
