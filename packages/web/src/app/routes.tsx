import type { DownlineArea } from '@kbet/react';
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { setAvailablePages } from '@/lib/pages';
import { Component as HomeRoute } from './routes/home';

/** What a page declares through its route's `handle`. */
export interface RouteHandle {
  /** Guests are sent to /login?title=<title> (spec §6: pages need an authenticated session). */
  readonly auth?: boolean;
  /** The page's name, shown on the login page when a guest is sent there. */
  readonly title?: string;
  /** No site chrome (top bar, sidebars): the maintenance page. */
  readonly bare?: boolean;
  /** The partner or recommender layout instead of the site's (spec §2). */
  readonly area?: DownlineArea;
}

/** A page: its path, its component (bundled) or a loader of its module (lazy), and its handle. */
export interface AppRoute {
  readonly path: string;
  readonly Component?: ComponentType;
  readonly lazy?: () => Promise<{ readonly Component: ComponentType }>;
  readonly handle?: RouteHandle;
}

const PARTNER = { area: 'partner', title: '파트너 관리' } as const;
const RECOMMENDER = { area: 'recommender', title: '추천인 관리' } as const;

/**
 * Every page of the site, one line each; a page module exports `Component`.
 * Add a page: write src/app/routes/<name>.tsx and add its line here (its menu entries appear by themselves).
 * Home is bundled, not lazy: it is the usual first page, and a lazy first page delays the first paint by a
 * round trip.
 */
export const routes: readonly AppRoute[] = [
  { path: paths.home.path, Component: HomeRoute },
  { path: paths.authLogin.path, lazy: () => import('./routes/login') },
  { path: paths.login.path, lazy: () => import('./routes/login') },
  { path: paths.logout.path, lazy: () => import('./routes/logout') },
  {
    path: paths.admin.path,
    lazy: () => import('./routes/admin'),
    handle: { auth: true, bare: true, title: '관리자' },
  },
  { path: paths.maintenance.path, lazy: () => import('./routes/maintenance'), handle: { bare: true } },
  {
    path: paths.deposit.path,
    lazy: () => import('./routes/deposit'),
    handle: { auth: true, title: '입금신청' },
  },
  {
    path: paths.withdraw.path,
    lazy: () => import('./routes/withdraw'),
    handle: { auth: true, title: '출금신청' },
  },
  {
    path: paths.mywallet.path,
    lazy: () => import('./routes/mywallet'),
    handle: { auth: true, title: '내 지갑' },
  },
  {
    path: paths.rolling.path,
    lazy: () => import('./routes/rolling'),
    handle: { auth: true, title: '보너스 롤링' },
  },
  {
    path: paths.transactions.path,
    lazy: () => import('./routes/transactions'),
    handle: { auth: true, title: '거래내역' },
  },
  {
    path: paths.responsibleGambling.path,
    lazy: () => import('./routes/responsibleGambling'),
    handle: { auth: true, title: '건전한 이용' },
  },
  { path: paths.europe.path, lazy: () => import('./routes/europe') },
  { path: paths.inplay.path, lazy: () => import('./routes/inplay') },
  { path: paths.eventFolders.path, lazy: () => import('./routes/eventFolders') },
  { path: paths.sportsboard.path, lazy: () => import('./routes/sportsboard') },
  { path: paths.casino.path, lazy: () => import('./routes/casino'), handle: { auth: true, title: '카지노' } },
  { path: paths.slot.path, lazy: () => import('./routes/slot'), handle: { auth: true, title: '슬롯' } },
  { path: paths.gameResultSports.path, lazy: () => import('./routes/gameResultSports') },
  // One route for every mini-game, as for the virtual leagues below: the page looks its game up by the path (an
  // unknown one is its 404), so the entry does not carry the SDK's registry of games.
  { path: paths.minigame.path, lazy: () => import('./routes/minigame') },
  { path: paths.gameResultMinigame.path, lazy: () => import('./routes/gameResultMinigame') },
  // One route for every league: the page looks its league up (an unknown one is its 404), so the entry does not
  // carry the leagues' registry.
  { path: paths.virtual.path, lazy: () => import('./routes/virtual') },
  { path: paths.gameResultVirtuals.path, lazy: () => import('./routes/gameResultVirtuals') },
  {
    path: paths.betResult.path,
    lazy: () => import('./routes/betResult'),
    handle: { auth: true, title: '베팅내역' },
  },
  {
    path: paths.betResultSports.path,
    lazy: () => import('./routes/betResultSports'),
    handle: { auth: true, title: '베팅내역' },
  },
  {
    path: paths.message.path,
    lazy: () => import('./routes/message'),
    handle: { auth: true, title: '쪽지함' },
  },
  {
    path: paths.customer.path,
    lazy: () => import('./routes/customer'),
    handle: { auth: true, title: '고객센터' },
  },
  {
    path: paths.attendance.path,
    lazy: () => import('./routes/attendance'),
    handle: { auth: true, title: '출석체크' },
  },
  {
    path: paths.boardNotice.path,
    lazy: () => import('./routes/boardNotice'),
    handle: { auth: true, title: '공지사항' },
  },
  { path: paths.boardEvent.path, lazy: () => import('./routes/boardEvent') },
  { path: paths.boardBettingRule.path, lazy: () => import('./routes/boardBettingRule') },
  { path: paths.boardJackpot.path, lazy: () => import('./routes/boardJackpot') },
  {
    path: paths.communityNotice.path,
    lazy: () => import('./routes/communityNotice'),
    handle: { auth: true, title: '공지사항' },
  },
  {
    path: paths.communityNoticeDetail.path,
    lazy: () => import('./routes/communityNoticeDetail'),
    handle: { auth: true, title: '공지사항' },
  },
  {
    path: paths.communityNoticeRegist.path,
    lazy: () => import('./routes/communityNoticeRegist'),
    handle: { auth: true, title: '공지사항' },
  },
  // The partner and recommender areas (spec §2), in their own layouts (the partner guard runs under /partner): one
  // route each, whose module routes the area's pages, so their table is not in the entry.
  { path: `${paths.partner.path}/*`, lazy: () => import('./routes/partnerArea'), handle: PARTNER },
  {
    path: `${paths.recommender.path}/*`,
    lazy: () => import('./routes/recommenderArea'),
    handle: { ...RECOMMENDER, auth: true },
  },
];

setAvailablePages(routes.map((route) => route.path));
