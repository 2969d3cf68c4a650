import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Outlet, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts } from '@/test/notices';
import { createKbetHarness } from '@/test/renderWithKbet';
import { routeHandle } from '../../routeHandle';
import { Component as LoginPage } from '../../routes/login';
import { useSessionGuard } from '../useSessionGuard';

afterEach(() => {
  cleanup();
  dismissAlerts();
});

const pages = [{ path: '/' }, { path: '/login' }, { path: '/admin' }, { path: '/deposit' }];

/** Every location the guarded layout rendered, in order. */
let visited: string[] = [];

function Layout() {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (visited.at(-1) !== here) visited.push(here);
  useSessionGuard(routeHandle(pages, location.pathname));
  return (
    <>
      <p data-testid="at">{here}</p>
      <Outlet />
    </>
  );
}

/** A guest on the login page (`at`) whose login answers `user`, under the site's guard. */
const loginAs = async (user: ReturnType<typeof testUser>, at: string) => {
  visited = [];
  const kbet = await createKbetHarness({
    settings: { siteNoticeFlg: '0', siteTopNotice: '' },
    client: {
      auth: { login: vi.fn(async () => ({ user, token: 't' })) },
      member: { get: vi.fn(async () => user) },
    },
  });
  await kbet.render(
    <MemoryRouter initialEntries={[at]}>
      <Routes>
        <Route element={<Layout />}>
          <Route path="/login" element={<LoginPage />} />
          {pages
            .filter((page) => page.path !== '/login')
            .map((page) => (
              <Route key={page.path} path={page.path} element={null} />
            ))}
        </Route>
      </Routes>
    </MemoryRouter>,
  );
  fireEvent.change(screen.getByLabelText('아이디'), { target: { value: user.userId } });
  fireEvent.change(screen.getByLabelText('비밀번호'), { target: { value: 'kbet1234' } });
  fireEvent.click(screen.getByRole('button', { name: '로그인' }));
};

const at = () => screen.getByTestId('at').textContent;

describe('after a login on the web (spec §6)', () => {
  it('sends the staff account (type 1, role 10) to /admin, wherever the login page would go next', async () => {
    for (const start of ['/login', '/login?next=%2Fdeposit']) {
      await loginAs(testUser({ userId: 'admin01', type: 1, role: 10 }), start);
      await waitFor(() => expect(at()).toBe('/admin'));
      // It stays there: no later step of the login takes it back to the member site.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(at()).toBe('/admin');
      expect(visited).not.toContain('/');
      cleanup();
    }
  });

  it('sends a member back to the page that asked for the login, or home', async () => {
    await loginAs(testUser(), '/login?next=%2Fdeposit');
    await waitFor(() => expect(at()).toBe('/deposit'));
    cleanup();
    await loginAs(testUser(), '/login');
    await waitFor(() => expect(at()).toBe('/'));
  });
});
