import { WITHDRAWN } from '../constants/roles';
import { ERR_WITHDRAWN, NEW_MESSAGE } from '../i18n/ko';
import { isFlagOn } from './isFlagOn';
import { isStaffAccount } from './permissions';
import { isUnder, routePath } from './routePath';
import type { GuardDecision, GuardSettings, SessionUser } from './types';

/** Everything a member-site page guard looks at. `user` is null for guests and after the login stamp expired. */
export interface PageGuardInput {
  readonly user: SessionUser | null;
  readonly path: string;
  readonly settings: GuardSettings;
  /** Unread messages of the user, from GET message/unread/{id}. */
  readonly unreadCount: number;
}

export const MAINTENANCE_PATH = '/maintenance';
export const ADMIN_PATH = '/admin';
export const MESSAGE_PATH = '/message';

/** Pages a guest is sent to log in from, with the title the login page shows (spec §2, §6). */
export const LOGIN_REQUIRED_PAGES: ReadonlyArray<{ readonly prefix: string; readonly title: string }> = [
  { prefix: '/board/notice', title: '공지사항' },
  { prefix: '/community/notice', title: '공지사항' },
];

/** Routes where the unread-message redirect would interrupt a running game (spec §4). */
export const UNREAD_CHECK_EXEMPT_PREFIXES: readonly string[] = ['/minigame', '/inplay'];

const ALLOW: GuardDecision = { action: 'allow' };

/**
 * Site maintenance (spec §4): with siteNoticeFlg on every page but /maintenance goes there; with it off
 * /maintenance sends home.
 * @example maintenanceGuard({ path: '/europe', settings: { siteNoticeFlg: '1' } }) // { action: 'redirect', to: '/maintenance' }
 */
export function maintenanceGuard(input: Pick<PageGuardInput, 'path' | 'settings'>): GuardDecision {
  const onMaintenancePage = routePath(input.path) === MAINTENANCE_PATH;
  if (isFlagOn(input.settings.siteNoticeFlg)) {
    return onMaintenancePage ? ALLOW : { action: 'redirect', to: MAINTENANCE_PATH };
  }
  return onMaintenancePage ? { action: 'redirect', to: '/' } : ALLOW;
}

/**
 * A withdrawn member is logged out with the 'withdrawn' alert (spec §8).
 * @example withdrawnGuard({ user: { withdrawalType: 1, type: 0, role: 1, banType: 0 } }) // { action: 'logout', alert: '탈퇴한 회원입니다.' }
 */
export const withdrawnGuard = (input: Pick<PageGuardInput, 'user'>): GuardDecision =>
  input.user?.withdrawalType === WITHDRAWN ? { action: 'logout', alert: ERR_WITHDRAWN } : ALLOW;

/**
 * The staff account (type 1, role 10, withdrawalType 0) is sent to /admin from member pages (spec §4, §6).
 * @example staffGuard({ user: staff, path: '/' }) // { action: 'redirect', to: '/admin' }
 */
export const staffGuard = (input: Pick<PageGuardInput, 'user' | 'path'>): GuardDecision =>
  isStaffAccount(input.user) && !isUnder(input.path, ADMIN_PATH)
    ? { action: 'redirect', to: ADMIN_PATH }
    : ALLOW;

/**
 * Guests on a login-only page go to /login with the page title (spec §2: the notice list).
 * @example loginRequiredGuard({ user: null, path: '/board/notice' }) // { action: 'redirect', to: '/login?title=%EA%B3%B5%EC%A7%80%EC%82%AC%ED%95%AD' }
 */
export function loginRequiredGuard(input: Pick<PageGuardInput, 'user' | 'path'>): GuardDecision {
  if (input.user != null) return ALLOW;
  const page = LOGIN_REQUIRED_PAGES.find((p) => isUnder(input.path, p.prefix));
  return page ? { action: 'redirect', to: `/login?title=${encodeURIComponent(page.title)}` } : ALLOW;
}

/**
 * Unread messages send the member to /message with the new-message alert (spec §4), except the staff
 * account, mini-game and in-play routes (a game in progress), and /message itself.
 * @example unreadMessageGuard({ user, path: '/', unreadCount: 2 }) // { action: 'redirect', to: '/message', alert: '새로운 쪽지가 도착했습니다.' }
 */
export function unreadMessageGuard(
  input: Pick<PageGuardInput, 'user' | 'path' | 'unreadCount'>,
): GuardDecision {
  if (input.user == null || input.unreadCount <= 0 || isStaffAccount(input.user)) return ALLOW;
  if (isUnder(input.path, MESSAGE_PATH)) return ALLOW;
  if (UNREAD_CHECK_EXEMPT_PREFIXES.some((prefix) => isUnder(input.path, prefix))) return ALLOW;
  return { action: 'redirect', to: MESSAGE_PATH, alert: NEW_MESSAGE };
}

/**
 * The member-site page guard: maintenance, then withdrawn account, staff account, login-only pages and unread
 * messages; the first guard that does not allow decides. While the site is under maintenance the maintenance
 * page is final, so no later guard sends a member (the staff account included) off it and back.
 * Partner pages use `partnerGuard` instead.
 * @example pageGuard({ user: null, path: '/', settings: { siteNoticeFlg: '0' }, unreadCount: 0 }) // { action: 'allow' }
 */
export function pageGuard(input: PageGuardInput): GuardDecision {
  const maintenance = maintenanceGuard(input);
  if (maintenance.action !== 'allow' || isFlagOn(input.settings.siteNoticeFlg)) return maintenance;
  for (const guard of [withdrawnGuard, staffGuard, loginRequiredGuard, unreadMessageGuard]) {
    const decision = guard(input);
    if (decision.action !== 'allow') return decision;
  }
  return ALLOW;
}
