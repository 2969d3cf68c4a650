// @kbet/sdk/session: page guards, permissions, login stamp, badges and pagination.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { HistoryDatePreset, HistoryDateRange } from '../pagination/historyDateRange';
export { defaultHistoryPreset, HISTORY_DATE_PRESETS, historyDateRange } from '../pagination/historyDateRange';
export type { PaginateOptions, Pagination } from '../pagination/paginate';
export { paginate } from '../pagination/paginate';
export { bankingLevelCode } from '../session/bankingLevelCode';
export type { HoldemGame, HoldemSettings, HoldemUser } from '../session/canOpenHoldem';
export { canOpenHoldem } from '../session/canOpenHoldem';
export { isFlagOn } from '../session/isFlagOn';
export { levelBadge } from '../session/levelBadge';
export { limitLevel } from '../session/limitLevel';
export type { PageGuardInput } from '../session/pageGuard';
export {
  ADMIN_PATH,
  LOGIN_REQUIRED_PAGES,
  MAINTENANCE_PATH,
  MESSAGE_PATH,
  maintenanceGuard,
  pageGuard,
  UNREAD_CHECK_EXEMPT_PREFIXES,
} from '../session/pageGuard';
export { PARTNER_LOGIN_PATH, partnerGuard } from '../session/partnerGuard';
export {
  canEnterPartnerArea,
  canRegisterNotice,
  hasPartnerEntry,
  isAdminLike,
  isStaffAccount,
  needsSecondFactor,
  showLogoutButton,
} from '../session/permissions';
export { isUnder } from '../session/routePath';
export type { GuardDecision, GuardSettings, SessionUser, WireFlag } from '../session/types';
