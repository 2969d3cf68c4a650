import {
  ApiError,
  type BettingRules,
  BlockedError,
  createBetSlipStore,
  createKbetEvents,
  createLiveClient,
  createResourceCache,
  createRouletteStore,
  createSessionStore,
  type LiveSource,
  stubKbetClient,
} from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  bettingRulesResource,
  KbetProvider,
  type KbetStores,
  sportsRead,
  useAction,
  useAttendance,
  useBetSlip,
  useBettingRules,
  useCharges,
  useEvents,
  useInquiries,
  useKbetClient,
  useKbetEvent,
  useLeagues,
  useLive,
  useLocations,
  useMessages,
  useNotices,
  useRead,
  useResource,
  useResponsibleGambling,
  useRoulette,
  useSession,
  useSettings,
  useSiteNotices,
  useSports,
  useUnreadCount,
  useUser,
  useWallet,
} from '../index';

// Without vitest globals, testing-library does not unmount by itself.
afterEach(cleanup);

const member = testUser({
  nickname: '홍길동',
  role: 4,
  emoney: 150_000,
  point: 5_000,
  comp: 120,
  updatedAt: '2025-03-01T12:00:00.000Z',
  bankAccountNumber: '1234',
  accountHolder: '홍길동',
});

/** A client whose every call records its arguments and answers `answer(path)`. */
const fakeClient = () => {
  const calls: string[] = [];
  const call =
    <T = never[]>(name: string, answer?: T) =>
    (...args: unknown[]) => {
      calls.push(
        `${name} ${JSON.stringify(args.filter((a) => !(a && typeof a === 'object' && 'signal' in a)))}`,
      );
      return Promise.resolve(answer ?? ([] as T));
    };
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn(async () => {}) },
    member: { get: vi.fn(async () => member), settings: call('settings', { siteTopNotice: '공지' }) },
    board: {
      messages: { unreadCount: vi.fn(async () => 3), list: call('messages') },
      inquiries: { list: call('inquiries') },
      notices: call('notices'),
      events: call('events'),
      popupNotices: call('popupNotices'),
    },
    money: { charges: call('charges') },
    sports: {
      sports: call('sports'),
      locations: call('locations'),
      leagues: call('leagues'),
      rules: call<BettingRules>('rules', {
        combinations: { allowed: [] },
        bonusItems: [],
        products: ['sports'],
      }),
    },
    attendance: { status: call('attendance', { checkedToday: false, streak: 0, days: [] }) },
    rg: { limits: call('limits', {}), realityCheck: call('realityCheck', {}) },
    card: { count: vi.fn(async () => ({ normal: 2, vip: 0 })), spin: vi.fn(async () => 2_000) },
  };
  return { client, calls };
};

const setup = async (options: { login?: boolean; onError?: (error: unknown) => void } = {}) => {
  const { client, calls } = fakeClient();
  const kbetClient = stubKbetClient(client);
  const events = createKbetEvents();
  const session = createSessionStore(kbetClient, { events, pollMs: 0 });
  await session.restore();
  if (options.login) await session.login({ userId: 'member01', password: 'kbet1234' });
  const stores: KbetStores = {
    session,
    events,
    cache: createResourceCache(),
    betSlip: createBetSlipStore({ style: 'EU', events }),
    roulette: createRouletteStore(kbetClient, {
      memberId: () => session.get().user?.id ?? null,
      spinMs: 0,
      resultDelayMs: 0,
    }),
  };
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KbetProvider client={kbetClient} stores={stores} onError={options.onError}>
      {children}
    </KbetProvider>
  );
  return { client, kbetClient, calls, stores, wrapper, session, events };
};

describe('bettingRulesResource', () => {
  it("preload fetches the rules once and seeds useBettingRules' store: the view shows them without asking again", async () => {
    const { calls, kbetClient, stores, wrapper } = await setup();
    const rules = await bettingRulesResource.preload({ client: kbetClient, stores });
    expect(rules.products).toEqual(['sports']);
    expect(calls).toEqual(['rules []']);
    const { result } = renderHook(() => useBettingRules(), { wrapper });
    expect(result.current).toMatchObject({ status: 'success', data: rules });
    await act(async () => {});
    expect(calls).toEqual(['rules []']);
  });

  it('useBettingRules alone fetches them through the same request', async () => {
    const { calls, wrapper } = await setup();
    const { result } = renderHook(() => useBettingRules(), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('success'));
    expect(calls).toEqual(['rules []']);
  });
});

function Balance() {
  const wallet = useWallet();
  return <p>{wallet ? `${wallet.emoney}원` : '로그인'}</p>;
}

describe('KbetProvider', () => {
  it('gives the client to the hooks and refuses hooks outside it', async () => {
    const { kbetClient, wrapper } = await setup();
    expect(renderHook(() => useKbetClient(), { wrapper }).result.current).toBe(kbetClient);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useKbetClient())).toThrow('useKbet must be used inside <KbetProvider>.');
  });
});

describe('session hooks', () => {
  it('follow the session: status, user, wallet and unread count', async () => {
    const { wrapper, session } = await setup();
    const { result } = renderHook(
      () => ({ session: useSession(), user: useUser(), wallet: useWallet(), unread: useUnreadCount() }),
      { wrapper },
    );
    expect(result.current).toEqual({
      session: { status: 'guest', user: null, unreadCount: 0, blocked: false },
      user: null,
      wallet: null,
      unread: 0,
    });
    await act(() => session.login({ userId: 'member01', password: 'kbet1234' }));
    await waitFor(() => expect(result.current.unread).toBe(3));
    expect(result.current.user).toBe(member);
    expect(result.current.wallet).toEqual({ emoney: 150_000, casinoMoney: 0, point: 5_000, comp: 120 });
    const wallet = result.current.wallet;
    await act(() => session.refresh());
    expect(result.current.wallet).toEqual(wallet);
    await act(() => session.logout());
    expect(result.current.session.status).toBe('guest');
    expect(result.current.wallet).toBeNull();
  });

  it('renders what a component reads, re-rendering on change', async () => {
    const { wrapper, session } = await setup();
    render(<Balance />, { wrapper });
    expect(screen.getByText('로그인')).toBeTruthy();
    await act(() => session.login({ userId: 'member01', password: 'kbet1234' }));
    expect(screen.getByText('150000원')).toBeTruthy();
  });
});

describe('useRead', () => {
  it("loads a declared read under its key through the provider's client, one store with useResource's; null loads nothing", async () => {
    const { wrapper, calls } = await setup();
    const { result } = renderHook(
      () => ({
        read: useRead(sportsRead),
        same: useResource('sports', async () => ['never called']),
        off: useRead(null),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.read.status).toBe('success'));
    expect(result.current.read.data).toEqual([]);
    expect(result.current.same.data).toEqual([]);
    expect(calls.filter((call) => call.startsWith('sports '))).toHaveLength(1);
    expect(result.current.off).toMatchObject({ status: 'idle', data: undefined, fetching: false });
  });
});

describe('useResource', () => {
  it('shares one store and one request per key, and loads nothing for a null key', async () => {
    const { wrapper } = await setup();
    const fetcher = vi.fn(async () => 'data');
    const { result } = renderHook(
      () => ({
        a: useResource('events', fetcher),
        b: useResource('events', fetcher),
        off: useResource(null, fetcher),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.a.data).toBe('data'));
    expect(result.current.b.status).toBe('success');
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(result.current.off).toMatchObject({ status: 'idle', data: undefined, fetching: false });
    await act(async () => {
      result.current.a.set('local');
    });
    expect(result.current.b.data).toBe('local');
    await act(() => result.current.a.refresh());
    expect(result.current.b.data).toBe('data');
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("reports a failed load to the provider's onError", async () => {
    const onError = vi.fn();
    const { wrapper } = await setup({ onError });
    const failure = new BlockedError(600);
    const { result } = renderHook(() => useResource('jackpot', () => Promise.reject(failure)), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error).toBe(failure);
    expect(onError).toHaveBeenCalledWith(failure);
  });
});

describe('data hooks', () => {
  it('call the SDK with the member id for member data, and nothing for a guest', async () => {
    const guest = await setup();
    const { result: guestView } = renderHook(() => useMessages(), { wrapper: guest.wrapper });
    expect(guestView.current.status).toBe('idle');
    expect(guest.calls).toEqual([]);

    const { calls, wrapper } = await setup({ login: true });
    renderHook(
      () => {
        useMessages();
        useInquiries();
        useCharges({ depositMode: 1, page: 2, perpage: 10 });
        useNotices({ page: 1, perpage: 5 });
        useEvents();
        useSiteNotices();
        useSettings();
        useSports();
        useLocations(6046);
        useLocations(null);
        useLeagues({ sportId: 6046, locationId: 248 });
        useLeagues(null);
        useAttendance();
        useResponsibleGambling();
      },
      { wrapper },
    );
    await waitFor(() => expect(calls).toHaveLength(13));
    expect([...calls].sort()).toEqual(
      [
        'messages [7]',
        'inquiries [7]',
        'charges [{"memberId":7,"depositMode":1,"page":2,"perpage":10}]',
        'notices [{"page":1,"perpage":5}]',
        'events []',
        'popupNotices []',
        'settings []',
        'sports []',
        'locations [{"sportId":6046}]',
        'leagues [{"sportId":6046,"locationId":248}]',
        'attendance []',
        'limits []',
        'realityCheck []',
      ].sort(),
    );
  });
});

describe('store hooks', () => {
  it('useBetSlip follows the provider slip or a given one, and needs one', async () => {
    const { wrapper, stores } = await setup();
    const other = createBetSlipStore({ style: 'KR' });
    const { result } = renderHook(() => ({ main: useBetSlip(), other: useBetSlip(other) }), { wrapper });
    expect(result.current.main.count).toBe(0);
    act(() => {
      stores.betSlip?.add({
        id: 1,
        fixtureId: 11,
        sportId: 6046,
        marketId: 1,
        betPrice: '1.95',
        version: 1,
        betName: '1',
        betLine: null,
        marketName: '1X2',
        marketNameKorean: '승무패',
      } as never);
    });
    expect(result.current.main).toMatchObject({ count: 1, totalOdds: '1.95' });
    expect(result.current.other.count).toBe(0);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const bare = ({ children }: { children?: ReactNode }) => (
      <KbetProvider client={stubKbetClient()} stores={{ ...stores, betSlip: undefined }}>
        {children}
      </KbetProvider>
    );
    expect(() => renderHook(() => useBetSlip(), { wrapper: bare })).toThrow(/useBetSlip needs a store/);
  });

  it('useLive reads the live client state, idle without one', async () => {
    const context = await setup();
    expect(renderHook(() => useLive(), { wrapper: context.wrapper }).result.current).toBe('idle');
    const source: LiveSource = { onmessage: null, onerror: null, close: () => {} };
    const live = createLiveClient({ url: '/live/stream', source: () => source });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <KbetProvider client={context.kbetClient} stores={{ ...context.stores, live }}>
        {children}
      </KbetProvider>
    );
    const { result } = renderHook(() => useLive(), { wrapper });
    act(() => live.start());
    expect(result.current).toBe('connecting');
    act(() => live.stop());
    expect(result.current).toBe('closed');
  });

  it('useKbetEvent calls the latest handler until unmounted', async () => {
    const { wrapper, events } = await setup();
    const first = vi.fn();
    const second = vi.fn();
    const { rerender, unmount } = renderHook(({ handler }) => useKbetEvent('message:new', handler), {
      wrapper,
      initialProps: { handler: first },
    });
    events.emit('message:new', { unread: 1 });
    rerender({ handler: second });
    events.emit('message:new', { unread: 2 });
    unmount();
    events.emit('message:new', { unread: 3 });
    expect(first.mock.calls).toEqual([[{ unread: 1 }]]);
    expect(second.mock.calls).toEqual([[{ unread: 2 }]]);
  });

  it('useRoulette loads the coupons for a member and spins', async () => {
    const { wrapper, client } = await setup({ login: true });
    const { result } = renderHook(() => useRoulette(), { wrapper });
    await waitFor(() => expect(result.current.coupons).toEqual({ normal: 2, vip: 0 }));
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.spin('normal');
    });
    expect(outcome).toEqual({ ok: true, value: 2_000 });
    expect(client.card.spin).toHaveBeenCalledWith({ memberId: 7, couponType: 1 });
    expect(result.current).toMatchObject({ phase: 'stopped', kind: 'normal', result: 2_000 });
  });

  it('useRoulette needs a roulette store', async () => {
    const { stores, kbetClient } = await setup();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <KbetProvider client={kbetClient} stores={{ ...stores, roulette: undefined }}>
        {children}
      </KbetProvider>
    );
    expect(() => renderHook(() => useRoulette(), { wrapper })).toThrow(/stores.roulette/);
  });
});

describe('errors reach the session through the provider', () => {
  it('a 401 from a resource ends the session when wired to session.handleError', async () => {
    const context = await setup({ login: true });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <KbetProvider client={context.kbetClient} stores={context.stores} onError={context.session.handleError}>
        {children}
      </KbetProvider>
    );
    const failure = new ApiError({ status: 401, code: 'LOGIN_REQUIRED', data: null, message: '' });
    const { result } = renderHook(
      () => ({ session: useSession(), data: useResource('sports', () => Promise.reject(failure)) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.session.status).toBe('guest'));
  });
});

describe('useAction', () => {
  it('runs a write with its pending state, then re-reads the session and reloads the named member data', async () => {
    const { wrapper, client } = await setup({ login: true });
    let finish!: (message: string) => void;
    const write = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    const { result } = renderHook(
      () => ({
        messages: useMessages(),
        action: useAction<void, string>({ action: write, invalidates: ['session', 'messages'], onSuccess }),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.messages.status).toBe('success'));
    const reads = client.member.get.mock.calls.length;
    let run!: Promise<string | undefined>;
    act(() => {
      run = result.current.action.run();
    });
    expect(result.current.action.pending).toBe(true);
    await act(async () => {
      finish('done');
      await run;
    });
    expect(result.current.action).toMatchObject({ status: 'success', data: 'done', pending: false });
    expect(onSuccess).toHaveBeenCalledWith('done', undefined);
    expect(client.member.get.mock.calls.length).toBe(reads + 1);
    await waitFor(() => expect(result.current.messages.fetching).toBe(false));
    expect(write).toHaveBeenCalledTimes(1);
  });

  it('keeps the failure and hands it to onError with the variables', async () => {
    const { wrapper } = await setup();
    const failure = new ApiError({ status: 400, code: 'BAD', data: null, message: '안 됩니다.' });
    const onError = vi.fn();
    const { result } = renderHook(
      () => useAction({ action: (_id: number) => Promise.reject(failure), onError }),
      { wrapper },
    );
    await act(() => result.current.run(3));
    expect(result.current).toMatchObject({ status: 'error', error: failure, pending: false });
    expect(onError).toHaveBeenCalledWith(failure, 3);
    act(() => result.current.reset());
    expect(result.current.status).toBe('idle');
  });
});
