import type { IconName } from '@/components/ui/Icon';
import { paths } from './paths';

/**
 * A menu entry: a page (`to`) or a dialog (`dialog` id of app/dialogs.tsx), the dialog winning when both exist.
 * An entry shows only once its page or dialog is registered: no placeholders (issue 6).
 */
export interface NavItem {
  readonly key: string;
  readonly label: string;
  readonly icon: IconName;
  readonly to?: string;
  readonly dialog?: string;
  /** Guests get the login-required alert and the login dialog instead (spec §6). */
  readonly member?: boolean;
}

/** Top bar utilities (spec §2), in the spec's order. */
export const TOP_BAR_ITEMS: readonly NavItem[] = [
  { key: 'deposit', label: '입금', icon: 'deposit', to: paths.deposit.path, member: true },
  {
    key: 'withdraw',
    label: '출금',
    icon: 'withdraw',
    dialog: 'withdrawal',
    to: paths.withdraw.path,
    member: true,
  },
  { key: 'point', label: '포인트전환', icon: 'exchange', dialog: 'pointConversion', member: true },
  { key: 'message', label: '쪽지', icon: 'mail', to: paths.message.path, member: true },
  { key: 'roulette', label: '룰렛', icon: 'wheel', dialog: 'roulette', member: true },
  { key: 'notice', label: '공지사항', icon: 'megaphone', dialog: 'notice', to: paths.boardNotice.path },
  { key: 'attendance', label: '출석체크', icon: 'calendar', to: paths.attendance.path, member: true },
  { key: 'rules', label: '베팅규정', icon: 'book', to: paths.boardBettingRule.path },
  { key: 'customer', label: '고객센터', icon: 'headset', to: paths.customer.path, member: true },
  { key: 'myPage', label: '마이페이지', icon: 'user', dialog: 'myPage', member: true },
];

/**
 * Main tabs (spec §2) of the features kbet has, in the spec's order: casino, slot, sports, in-play, mini game,
 * then the hold'em menu (HoldemMenuItems, after HOLDEM_AFTER_TAB, only while its list is non-empty), lotus, odd
 * game, virtual sports, bet history, events.
 */
export const MAIN_TABS: readonly NavItem[] = [
  { key: 'home', label: '홈', icon: 'home', to: paths.home.path },
  { key: 'casino', label: '카지노', icon: 'wheel', to: paths.casino.path },
  { key: 'slot', label: '슬롯', icon: 'grid', to: paths.slot.path },
  { key: 'sports', label: '스포츠', icon: 'football', to: paths.europe.path },
  { key: 'inplay', label: '인플레이', icon: 'live', to: paths.inplay.path },
  { key: 'eventFolders', label: '이벤트폴더', icon: 'gift', to: paths.eventFolders.path },
  { key: 'minigame', label: '미니게임', icon: 'grid', to: paths.minigame.getHref('donghang') },
  { key: 'lotus', label: '로투스', icon: 'grid', to: paths.minigame.getHref('lotus/baccarat') },
  {
    key: 'oddgame',
    label: '오드게임',
    icon: 'grid',
    to: paths.minigame.getHref('oddgame/particle_ladder30'),
  },
  { key: 'virtual', label: '가상스포츠', icon: 'football', to: paths.virtual.getHref('soccer/premierships') },
  { key: 'betHistory', label: '베팅내역', icon: 'receipt', dialog: 'betHistory', member: true },
  { key: 'results', label: '경기결과', icon: 'trophy', to: paths.gameResultSports.path },
  { key: 'events', label: '이벤트', icon: 'gift', to: paths.boardEvent.path },
];

/** The main tab the hold'em menu items follow (spec §2: mini game, then hold'em). */
export const HOLDEM_AFTER_TAB = 'minigame';

/** Site links of the footer and the mobile drawer: the §2 pages no tab reaches. */
export const SITE_LINKS: readonly NavItem[] = [
  { key: 'results', label: '경기결과', icon: 'trophy', to: paths.gameResultSports.path },
  { key: 'sportsboard', label: '스코어보드', icon: 'live', to: paths.sportsboard.path },
  { key: 'minigameResults', label: '미니게임 결과', icon: 'trophy', to: paths.gameResultMinigame.path },
  { key: 'virtualResults', label: '가상스포츠 결과', icon: 'trophy', to: paths.gameResultVirtuals.path },
  { key: 'jackpot', label: '잭팟', icon: 'trophySmall', to: paths.boardJackpot.path },
  { key: 'notice', label: '공지사항', icon: 'megaphone', to: paths.boardNotice.path },
  { key: 'rules', label: '베팅규정', icon: 'book', to: paths.boardBettingRule.path },
  { key: 'wallet', label: '거래내역', icon: 'wallet', to: paths.transactions.path, member: true },
  { key: 'rolling', label: '보너스 롤링', icon: 'gift', to: paths.rolling.path, member: true },
  {
    key: 'responsible',
    label: '건전한 이용',
    icon: 'shield',
    to: paths.responsibleGambling.path,
    member: true,
  },
];

/** Mobile right-side menu shortcuts (spec §2) of the features kbet has. */
export const MOBILE_MENU_ITEMS: readonly NavItem[] = [
  { key: 'myPage', label: '마이페이지', icon: 'user', dialog: 'myPage', member: true },
  { key: 'casino', label: '카지노', icon: 'wheel', to: paths.casino.path },
  { key: 'slot', label: '슬롯', icon: 'grid', to: paths.slot.path },
  { key: 'deposit', label: '입금', icon: 'deposit', to: paths.deposit.path, member: true },
  { key: 'withdraw', label: '출금', icon: 'withdraw', to: paths.withdraw.path, member: true },
  { key: 'customer', label: '고객센터', icon: 'headset', to: paths.customer.path, member: true },
  { key: 'betHistory', label: '베팅내역', icon: 'receipt', dialog: 'betHistory', member: true },
  { key: 'events', label: '이벤트', icon: 'gift', to: paths.boardEvent.path },
  { key: 'notice', label: '공지사항', icon: 'megaphone', to: paths.boardNotice.path },
  { key: 'rules', label: '베팅규정', icon: 'book', to: paths.boardBettingRule.path },
  { key: 'attendance', label: '출석체크', icon: 'calendar', to: paths.attendance.path, member: true },
  { key: 'roulette', label: '룰렛', icon: 'wheel', dialog: 'roulette', member: true },
  {
    key: 'responsible',
    label: '건전한 이용',
    icon: 'shield',
    to: paths.responsibleGambling.path,
    member: true,
  },
];
