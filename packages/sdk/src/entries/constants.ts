// @kbet/sdk/constants: the spec's fixed values (limits, timings, page sizes, sports, statuses, labels).
// Also re-exported by the root entry, `@kbet/sdk`.

export type { BallMarketPrefix } from '../constants/ballMarketPrefix';
export { BALL_MARKET_PREFIX, ballMarketPrefix } from '../constants/ballMarketPrefix';
export type { ChargeStatus } from '../constants/chargeStatus';
export {
  CHARGE_STATUS,
  CHARGE_STATUS_ERROR_LABEL,
  CHARGE_STATUS_LABELS,
  chargeStatusColor,
  chargeStatusLabel,
} from '../constants/chargeStatus';
export type { ChargeType } from '../constants/chargeType';
export { CHARGE_TYPE } from '../constants/chargeType';
export type { DepositBonusCode, DepositBonusOption, RollingConditions } from '../constants/depositBonus';
export { DEPOSIT_BONUS_CODE, DEPOSIT_BONUS_OPTIONS, depositBonusOption } from '../constants/depositBonus';
export type { DepositMode } from '../constants/depositMode';
export { DEPOSIT_MODE } from '../constants/depositMode';
export { DIALOG_WIDTH } from '../constants/dialogWidth';
export { GAME_DETAIL_TYPES, gameDetailType } from '../constants/gameDetailType';
export type { BetHistoryGameType, GameType, SportsGameType } from '../constants/gameTypeName';
export { CASINO_GAME_TYPE_NAME, GAME_TYPE, GAME_TYPE_NAMES, gameTypeName } from '../constants/gameTypeName';
export type { HtmlPolicy } from '../constants/htmlPolicy';
export { HTML_POLICY } from '../constants/htmlPolicy';
export {
  DESKTOP_VIEWPORT_WIDTH,
  isMobileWidth,
  MOBILE_MAX_WIDTH,
  MOBILE_VIEWPORT_WIDTH,
  SLOT_SEARCH_WIDTH,
  TABLET_MAX_WIDTH,
} from '../constants/layout';
export {
  ACCOUNT_PASSWORD_LENGTH,
  ANTIBOT_CODE_LENGTH,
  BET_SETTING_UNIT,
  DEPOSIT_STEP,
  KST_OFFSET_MINUTES,
  MAX_ACCOUNT_HOLDER_LENGTH,
  MAX_ACCOUNT_NUMBER_LENGTH,
  MAX_BANK_CODE,
  MAX_DEPOSIT,
  MAX_DEPOSIT_BONUS,
  MAX_EVENT_BET,
  MAX_LEAGUE_NAME_LENGTH,
  MAX_NICKNAME_LENGTH,
  MAX_PHONE_CODE_REQUESTS,
  MAX_SIGNUP_PASSWORD_LENGTH,
  MAX_TOTAL_ODDS,
  MAX_USER_ID_LENGTH,
  MAX_WITHDRAWAL_PER_DAY,
  MAX_WITHDRAWAL_PER_REQUEST,
  MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE,
  MIN_BANK_CODE,
  MIN_BET,
  MIN_BONUS_ODDS,
  MIN_COIN,
  MIN_COMP_CONVERSION,
  MIN_DEPOSIT,
  MIN_PASSWORD_LENGTH,
  MIN_POINT_CONVERSION,
  MIN_SIGNUP_AGE,
  MIN_SIGNUP_PASSWORD_LENGTH,
  MIN_USER_ID_LENGTH,
  MIN_WITHDRAWAL,
  PHONE_CODE_REQUEST_WINDOW_MS,
  PHONE_CODE_VALID_MS,
  PHONE_LAST_DIGITS_LENGTH,
  UNANSWERED_INQUIRY_LIMIT,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_CLOSED_FROM_MINUTE,
  WITHDRAWAL_CLOSED_UNTIL_MINUTE,
  WITHDRAWAL_INTERVAL_MS,
  WITHDRAWAL_UNIT,
  WON_PER_COIN,
} from '../constants/limits';
export { MARKET_ID, MARKET_NAMES_KO, marketNameKorean } from '../constants/marketNameKorean';
export { MEMBER_STATUS_NAMES, memberStatusName } from '../constants/memberStatus';
export {
  ADMIN_PAGE_SIZE,
  CASINO_POPUP_LIST_SIZE,
  DEFAULT_ITEMS_PER_PAGE,
  HISTORY_MAX_PAGES,
  HISTORY_PAGE_LINKS,
  HISTORY_PAGE_SIZE,
  INQUIRY_PAGE_SIZE,
  JACKPOT_PAGE_SIZE,
  NOTICE_POPUP_LIST_SIZE,
  PARTNER_PAGE_SIZE,
  POINT_COMP_DIALOG_SIZE,
  POPUP_LIST_SIZE,
  WITHDRAWAL_HISTORY_PAGE_SIZE,
} from '../constants/pageSizes';
export { HALF_SPORTS, isPlayingPeriod, PERIOD, SET_SPORTS } from '../constants/period';
export { PERIOD_LABELS_KO, periodLabel } from '../constants/periodLabel';
export { isProduct, PRODUCT_LABEL, PRODUCTS } from '../constants/products';
export type { BetQuickAction } from '../constants/quickAdd';
export {
  BET_QUICK_ACTIONS,
  BET_QUICK_AMOUNTS,
  COIN_QUICK_AMOUNTS,
  DEPOSIT_QUICK_AMOUNTS,
  WITHDRAWAL_QUICK_AMOUNTS,
} from '../constants/quickAdd';
export { MAX_LEVEL, MEMBER_TYPE, MIN_LEVEL, PARTNER_TYPES, ROLE, WITHDRAWN } from '../constants/roles';
export type { RouletteCouponType, RouletteKind } from '../constants/roulette';
export {
  ROULETTE_COUPON_TYPE,
  ROULETTE_LOSING_VALUE,
  ROULETTE_PRIZES,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_MS,
} from '../constants/roulette';
export type { SlipStyle } from '../constants/slipStyles';
export { isSlipStyle, SLIP_STYLES } from '../constants/slipStyles';
export type { SportId } from '../constants/sports';
export { SPORT_ID, SPORT_NAMES_KO, sportDisplayName, sportNameKorean } from '../constants/sports';
export type { StatusColor } from '../constants/statusColor';
export {
  CANCEL_WINDOW_MS,
  CLOCK_TICK_MS,
  JACKPOT_STEP_MS,
  LOGIN_STAMP_TTL_MS,
  MARQUEE_CYCLE_MS,
  POLL_INTERVAL_MS,
  POPUP_HIDE_LONG_MS,
  POPUP_HIDE_SHORT_MS,
} from '../constants/timing';
export type { Vertical } from '../constants/vertical';
export { VERTICAL, VERTICAL_NAMES, VERTICALS, verticalOfGameType } from '../constants/vertical';
export type { WinFlag } from '../constants/winFlag';
export { WIN_FLAG } from '../constants/winFlag';
export { winFlagColor } from '../constants/winFlagColor';
export { WIN_FLAG_LABELS, winFlagLabel } from '../constants/winFlagLabel';
