/**
 * The choices kbet's responsible-gambling page offers (compliance.md §4). The server accepts any time-out of 1 to
 * 42 days; these are the lengths offered.
 */

/** Time-out lengths in days: 24 hours up to 6 weeks. */
export const TIMEOUT_DAY_OPTIONS = [1, 3, 7, 14, 28, 42] as const;

/** Self-exclusion lengths in months: at least 6 months, 1 year or 5 years. */
export const SELF_EXCLUSION_MONTH_OPTIONS = [6, 12, 60] as const;

/** Reality-check reminder intervals in minutes. */
export const REALITY_CHECK_INTERVALS = [15, 30, 60, 120] as const;

export type TimeoutDays = (typeof TIMEOUT_DAY_OPTIONS)[number];
export type SelfExclusionMonths = (typeof SELF_EXCLUSION_MONTH_OPTIONS)[number];
export type RealityCheckInterval = (typeof REALITY_CHECK_INTERVALS)[number];
