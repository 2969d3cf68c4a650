import type { User } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissAlerts } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { routeHandle } from '../../routeHandle';
import { useSessionGuard } from '../useSessionGuard';

afterEach(() => {
  cleanup();
  dismissAlerts();
});

const pages = [{ path: '/partner/*' }, { path: '/auth/login' }, { path: '/admin' }];

function Layout() {
  const location = useLocation();
  useSessionGuard(routeHandle(pages, location.pathname));
  return (
    <>
      <p data-testid="at">{location.pathname}</p>
      <Outlet />
    </>
  );
}

const openPartnerPage = async (user: User | undefined) => {
  const kbet = await createKbetHarness({ user, settings: { siteNoticeFlg: '0', siteTopNotice: '' } });
  await kbet.session.refresh();
  await kbet.render(
    <MemoryRouter initialEntries={['/partner/member']}>
      <Routes>
        <Route element={<Layout />}>
          {pages.map((page) => (
            <Route key={page.path} path={page.path} element={null} />
          ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  return kbet;
};

const at = () => screen.getByTestId('at').textContent;

describe('the partner-area guard (spec §5, §6)', () => {
  it('lets an unbanned partner of type 1 or 2 stay', async () => {
    const kbet = await openPartnerPage(testUser({ type: 2 }));
    await waitFor(() => expect(kbet.client.member.get).toHaveBeenCalled());
    expect(at()).toBe('/partner/member');
  });

  it('sends a guest, a plain member and a banned partner to /auth/login', async () => {
    for (const user of [undefined, testUser(), testUser({ type: 1, banType: 1 })]) {
      await openPartnerPage(user);
      await waitFor(() => expect(at()).toBe('/auth/login'));
      cleanup();
    }
  });

  it('sends the staff account (type 1, role 10) to /admin', async () => {
    await openPartnerPage(testUser({ type: 1, role: 10 }));
    await waitFor(() => expect(at()).toBe('/admin'));
  });

  it('reads the refetched user: a partner banned since login is sent away on the next refresh', async () => {
    const kbet = await openPartnerPage(testUser({ type: 1 }));
    expect(at()).toBe('/partner/member');
    kbet.client.member.get.mockResolvedValue(testUser({ type: 1, banType: 1 }));
    await kbet.session.refresh();
    await waitFor(() => expect(at()).toBe('/auth/login'));
  });
});
