import {
  createSessionStore,
  type KeyValueStorage,
  ko,
  SessionEndedError,
  type SessionStore,
  stubKbetClient,
  toKbetError,
  type User,
} from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts, pendingMessages } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { routeHandle } from '../../routeHandle';
import { useSessionGuard } from '../useSessionGuard';

// Without vitest globals, testing-library does not unmount by itself; alerts outlive a test unless answered.
afterEach(() => {
  cleanup();
  dismissAlerts();
});

const member = testUser();

const pages = [
  { path: '/' },
  { path: '/message' },
  { path: '/maintenance' },
  { path: '/admin' },
  { path: '/board/notice' },
  { path: '/login' },
  { path: '/deposit', handle: { auth: true, title: '입금' } },
];

/** Every location the guarded layout rendered, in order. */
let visited: string[] = [];

function Layout() {
  const location = useLocation();
  const navigate = useNavigate();
  const here = `${location.pathname}${location.search}`;
  if (visited.at(-1) !== here) visited.push(here);
  useSessionGuard(routeHandle(pages, location.pathname));
  return (
    <>
      <p data-testid="at">{here}</p>
      <button type="button" onClick={() => navigate('/deposit')}>
        입금
      </button>
      <Outlet />
    </>
  );
}

interface SetupOptions {
  readonly user?: User;
  readonly unread?: number;
  readonly maintenance?: boolean;
  readonly at: string;
  /** A session of the test's own (e.g. one still restoring). */
  readonly session?: SessionStore;
}

// The site's own kind of router (declarative, its location updates in transitions), as in app/router.tsx.
const setup = async (options: SetupOptions, beforeRender?: (session: SessionStore) => void) => {
  visited = [];
  const kbet = await createKbetHarness({
    user: options.user,
    unread: options.unread,
    settings: { siteNoticeFlg: options.maintenance ? '1' : '0', siteTopNotice: '' },
    session: options.session,
  });
  if (!options.session) await kbet.session.refresh();
  beforeRender?.(kbet.session);
  await kbet.render(
    <MemoryRouter initialEntries={[options.at]}>
      <Routes>
        <Route element={<Layout />}>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={null} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return { session: kbet.session };
};

const at = () => screen.getByTestId('at').textContent;

/** A member's stored session that the server cannot read now (`failure`), left 'restoring' by restore(). */
const unreadableSession = async (failure: unknown) => {
  const data = new Map([['kbet.session', JSON.stringify({ memberId: 7, stamp: null })]]);
  const storage: KeyValueStorage = {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
  const client = stubKbetClient({
    auth: { logout: vi.fn(async () => {}) },
    member: { get: vi.fn(async () => Promise.reject(failure)) },
    board: { messages: { unreadCount: vi.fn(async () => 0) } },
  });
  const session = createSessionStore(client, { storage, pollMs: 0 });
  await session.restore();
  return session;
};

const maintenanceAnswer = () =>
  toKbetError(503, { code: 'ERR_SITE_MAINTENANCE', message: ko.ERR_SITE_MAINTENANCE });

describe('useSessionGuard (spec §4, §6)', () => {
  it('sends a guest from the notice list to /login with its title and the way back', async () => {
    await setup({ at: '/board/notice' });
    await waitFor(() =>
      expect(at()).toBe('/login?title=%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD&next=%2Fboard%2Fnotice'),
    );
  });

  it('sends a guest from a page whose route needs a login to /login with that page title', async () => {
    await setup({ at: '/deposit' });
    await waitFor(() => expect(at()).toBe('/login?title=%EC%9E%85%EA%B8%88&next=%2Fdeposit'));
  });

  it('sends a member with unread messages to /message with the new-message alert', async () => {
    await setup({ user: member, unread: 2, at: '/' });
    await waitFor(() => expect(at()).toBe('/message'));
    expect(pendingMessages()).toEqual(['새로운 쪽지가 도착했습니다.']);
    dismissAlerts();
  });

  it('sends everyone to /maintenance while the site is under maintenance', async () => {
    await setup({ maintenance: true, at: '/' });
    await waitFor(() => expect(at()).toBe('/maintenance'));
  });

  it('sends everyone home from /maintenance once it is over', async () => {
    await setup({ at: '/maintenance' });
    await waitFor(() => expect(at()).toBe('/'));
  });

  it('sends the staff account to /admin', async () => {
    await setup({ user: { ...member, type: 1, role: 10 }, at: '/' });
    await waitFor(() => expect(at()).toBe('/admin'));
  });

  it('logs a withdrawn member out with the withdrawn alert', async () => {
    const { session } = await setup({ user: { ...member, withdrawalType: 1 }, at: '/deposit' });
    await waitFor(() => expect(session.get().status).toBe('guest'));
    await waitFor(() => expect(at()).toBe('/'));
    expect(visited).toEqual(['/deposit', '/']);
    expect(dismissAlerts()).toEqual(['탈퇴한 회원입니다.']);
  });

  it('lets a member without unread messages stay, refreshing the login stamp on navigation', async () => {
    let touch: ReturnType<typeof vi.spyOn> | undefined;
    const { session } = await setup({ user: member, at: '/deposit' }, (s) => {
      touch = vi.spyOn(s, 'touch');
    });
    await waitFor(() => expect(touch).toHaveBeenCalledTimes(1));
    expect(at()).toBe('/deposit');
    expect(session.get().status).toBe('member');
  });

  it('sends everyone to /maintenance while a stored session waits for the server', async () => {
    const session = await unreadableSession(maintenanceAnswer());
    expect(session.get().status).toBe('restoring');
    await setup({ maintenance: true, at: '/deposit', session });
    await waitFor(() => expect(at()).toBe('/maintenance'));
    expect(visited).toEqual(['/deposit', '/maintenance']);
    expect(session.get().status).toBe('restoring');
  });

  it('does not take a member whose session cannot be read yet for a guest', async () => {
    const session = await unreadableSession(
      toKbetError(0, { code: 'NETWORK_ERROR', message: ko.ERR_DEFAULT }),
    );
    await setup({ at: '/deposit', session });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(visited).toEqual(['/deposit']);
    expect(session.get().status).toBe('restoring');
  });
});

describe('useSessionGuard: a session that ends (spec §4, §8, compliance §4)', () => {
  const started = ko.RG_EXCLUSION_STARTED('2026-03-01 12:00');

  it('sends a member who self-excludes on a login-only page home with the exclusion alert, never to /login', async () => {
    const { session } = await setup({ user: member, at: '/deposit' });
    await act(() => session.logout('selfExcluded', started));
    await waitFor(() => expect(at()).toBe('/'));
    expect(visited).toEqual(['/deposit', '/']);
    expect(dismissAlerts()).toEqual([started]);
    expect(session.get().status).toBe('guest');
  });

  it.each([
    ['556', new SessionEndedError(556), '로그아웃 되었습니다.'],
    ['555', new SessionEndedError(555), '다른 기기에서 로그인하여 로그아웃되었습니다.'],
    [
      '556 withdrawn',
      new SessionEndedError(556, { code: 'ERR_WITHDRAWN', message: ko.ERR_WITHDRAWN }),
      '탈퇴한 회원입니다.',
    ],
  ])(
    'sends a member the server logged out (%s) home from the notice list with its alert',
    async (_, error, message) => {
      const { session } = await setup({ user: member, at: '/board/notice' });
      act(() => session.handleError(error));
      await waitFor(() => expect(at()).toBe('/'));
      expect(visited).toEqual(['/board/notice', '/']);
      expect(dismissAlerts()).toEqual([message]);
    },
  );

  it('sends the ended member, now a guest, to /login when they open a login-only page again', async () => {
    const { session } = await setup({ user: member, at: '/deposit' });
    await act(() => session.logout('selfExcluded', started));
    await waitFor(() => expect(at()).toBe('/'));
    dismissAlerts();
    fireEvent.click(screen.getByRole('button', { name: '입금' }));
    await waitFor(() => expect(at()).toBe('/login?title=%EC%9E%85%EA%B8%88&next=%2Fdeposit'));
    expect(pendingMessages()).toEqual([]);
  });
});
