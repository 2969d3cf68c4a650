import type { SessionStore, User } from '@kbet/sdk';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts, pendingMessages } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { testMember } from '@/test/testMember';
import { routeHandle } from '../../routeHandle';
import { useSessionGuard } from '../useSessionGuard';

// Without vitest globals, testing-library does not unmount by itself.
afterEach(cleanup);

const member = testMember();

const pages = [
  { path: '/' },
  { path: '/message' },
  { path: '/maintenance' },
  { path: '/admin' },
  { path: '/board/notice' },
  { path: '/login' },
  { path: '/deposit', handle: { auth: true, title: '입금' } },
];

function Layout() {
  const location = useLocation();
  useSessionGuard(routeHandle(pages, location.pathname));
  return (
    <>
      <p data-testid="at">{`${location.pathname}${location.search}`}</p>
      <Outlet />
    </>
  );
}

interface SetupOptions {
  readonly user?: User;
  readonly unread?: number;
  readonly maintenance?: boolean;
  readonly at: string;
}

const setup = async (options: SetupOptions, beforeRender?: (session: SessionStore) => void) => {
  const kbet = await createKbetHarness({
    user: options.user,
    unread: options.unread,
    settings: { siteNoticeFlg: options.maintenance ? '1' : '0', siteTopNotice: '' },
  });
  await kbet.session.refresh();
  beforeRender?.(kbet.session);
  await kbet.renderRoutes(
    [{ Component: Layout, children: pages.map((page) => ({ path: page.path, element: null })) }],
    options.at,
  );
  return { session: kbet.session };
};

const at = () => screen.getByTestId('at').textContent;

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
