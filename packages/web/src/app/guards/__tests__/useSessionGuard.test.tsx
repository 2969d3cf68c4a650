import { KbetProvider } from '@kbet/react';
import {
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  type KbetClient,
  type SessionStore,
  User,
} from '@kbet/sdk';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@/lib/notify';
import { useSessionGuard } from '../useSessionGuard';

// Without vitest globals, testing-library does not unmount by itself.
afterEach(cleanup);

const member = User.parse({
  id: 7,
  userId: 'member01',
  nickname: '회원01',
  role: 1,
  type: 0,
  banType: 0,
  withdrawalType: 0,
  emoney: 0,
  casinoMoney: 0,
  point: 0,
  comp: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  bankCode: '4',
  bankAccountNumber: '1',
  accountHolder: '회원',
  userType: 'A',
  userRolling: 0,
  userRollingSlot: 0,
  userRollingMini: 0,
  userRollingVirtual: 0,
  userRollingSports: 0,
  revolutionUseFlag: 0,
  realpokerUseFlag: 0,
});

function Layout() {
  useSessionGuard();
  const location = useLocation();
  return (
    <>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
      <Outlet />
    </>
  );
}

interface SetupOptions {
  readonly user?: typeof member;
  readonly unread?: number;
  readonly maintenance?: boolean;
  readonly at: string;
}

const setup = async (options: SetupOptions, beforeRender?: (session: SessionStore) => void) => {
  const client = {
    auth: { login: vi.fn(async () => ({ user: options.user, token: 't' })), logout: vi.fn(async () => {}) },
    member: {
      get: vi.fn(async () => options.user),
      settings: vi.fn(async () => ({ siteNoticeFlg: options.maintenance ? '1' : '0', siteTopNotice: '' })),
    },
    board: { messages: { unreadCount: vi.fn(async () => options.unread ?? 0) } },
  };
  const events = createKbetEvents();
  const session = createSessionStore(client as never, { events, pollMs: 0 });
  await session.restore();
  if (options.user) await session.login({ userId: 'member01', password: 'kbet1234' });
  await session.refresh();
  beforeRender?.(session);
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', element: null },
          { path: '/message', element: null },
          { path: '/maintenance', element: null },
          { path: '/admin', element: null },
          { path: '/board/notice', element: null },
          { path: '/login', element: null },
          { path: '/deposit', element: null, handle: { auth: true, title: '입금' } },
        ],
      },
    ],
    { initialEntries: [options.at] },
  );
  render(
    <KbetProvider
      client={client as unknown as KbetClient}
      stores={{ session, events, cache: createResourceCache() }}
    >
      <RouterProvider router={router} />
    </KbetProvider>,
  );
  return { session };
};

const at = () => screen.getByTestId('at').textContent;
const alerts = () => notifications.get().flatMap((n) => (n.kind === 'alert' ? [n.message] : []));
const dismissAll = () => {
  for (const n of notifications.get()) if (n.kind === 'alert') n.done();
};

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
    expect(alerts()).toEqual(['새로운 쪽지가 도착했습니다.']);
    dismissAll();
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
    const { session } = await setup({ user: { ...member, withdrawalType: 1 }, at: '/' });
    await waitFor(() => expect(session.get().status).toBe('guest'));
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
});
