export type { ExcludableUser } from './activeExclusion';
export { activeExclusion } from './activeExclusion';
export type {
  RealityCheckClient,
  RealityCheckReminder,
  RealityCheckSnapshot,
  RealityCheckStore,
  RealityCheckStoreOptions,
} from './createRealityCheckStore';
export { createRealityCheckStore } from './createRealityCheckStore';
export { nextRealityCheckAt } from './nextRealityCheckAt';
export type { RealityCheckInterval, SelfExclusionMonths, TimeoutDays } from './rgOptions';
export { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_MONTH_OPTIONS, TIMEOUT_DAY_OPTIONS } from './rgOptions';
export { validateDepositLimit } from './validateDepositLimit';
