import { useKbet, useKbetEvent, useSession, useSettings } from '@kbet/react';
import { type GuardDecision, isFlagOn, isUnder, pageGuard, partnerGuard } from '@kbet/sdk/session';
import { MEMBER_KEY_PREFIX } from '@kbet/sdk/stores';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { alert } from '@/lib/notify';
import type { RouteHandle } from '../routes';

/** How often the site settings (maintenance flag, top notice) are re-read. */
const SETTINGS_POLL_MS = 30_000;

const withNext = (to: string, next: string) =>
  to.startsWith(paths.login.path)
    ? `${to}${to.includes('?') ? '&' : '?'}next=${encodeURIComponent(next)}`
    : to;

/**
 * Runs the page guards of spec §4 and §6 on every navigation and every 5-second user refresh: maintenance,
 * withdrawn account, staff account (/admin), login-only pages (/login?title=), unread messages (/message with
 * 새로운 쪽지가 도착했습니다.) and the partner guard under /partner. A session that ends (logout, time-out or
 * self-exclusion, 555/556, withdrawn, the stamp) goes home with its alert (spec §4, §8). A member's 30-minute
 * stamp is refreshed on each navigation. `handle` is the current page's (see routeHandle).
 */
export function useSessionGuard(handle: RouteHandle): void {
  const { session, cache } = useKbet().stores;
  const state = useSession();
  const settings = useSettings({ pollMs: SETTINGS_POLL_MS });
  const location = useLocation();
  const navigate = useNavigate();
  const path = `${location.pathname}${location.search}`;
  const settingsRead = settings.status !== 'loading' && settings.status !== 'idle';
  // Maintenance sends everyone away whoever they are, so it does not wait for a session the server cannot read.
  const settled = settingsRead && (state.status !== 'restoring' || isFlagOn(settings.data?.siteNoticeFlg));
  // One alert per decision on one location, however often the inputs re-run the guard. The location is part of
  // it: a redirect overtaken by another navigation (the login page going to `next` while the guard sends staff
  // to /admin) must be made again from where the user landed.
  const last = useRef('');
  // The location a session ended on. The router moves home in a transition, after the render that already has
  // no user: on that location the guard must not take the ended member for a guest (/login?title=).
  const endedAt = useRef<string | null>(null);

  useKbetEvent('session:ended', ({ message }) => {
    endedAt.current = location.key;
    cache.clear(MEMBER_KEY_PREFIX);
    if (message) void alert(message);
    navigate('/', { replace: true });
  });

  // Spec §4: the page guard refreshes the login stamp on navigation.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation, by design.
  useEffect(() => {
    if (session.get().status === 'member') session.touch();
  }, [location.pathname, session]);

  useEffect(() => {
    if (!settled || endedAt.current === location.key) return;
    const decision: GuardDecision = isUnder(path, '/partner')
      ? partnerGuard({ user: state.user })
      : pageGuard({ user: state.user, path, settings: settings.data ?? {}, unreadCount: state.unreadCount });
    const required =
      decision.action === 'allow' && handle.auth && !state.user
        ? ({ action: 'redirect', to: paths.login.getHref(handle.title) } as const)
        : decision;
    if (required.action === 'allow') {
      last.current = '';
      return;
    }
    const key = JSON.stringify([path, required]);
    if (last.current === key) return;
    last.current = key;
    if (required.action === 'logout') {
      void session.logout('withdrawn', required.alert);
      return;
    }
    if (required.alert) void alert(required.alert);
    navigate(withNext(required.to, path), { replace: true });
  }, [
    settled,
    path,
    location.key,
    state.user,
    state.unreadCount,
    settings.data,
    handle.auth,
    handle.title,
    session,
    navigate,
  ]);
}
