/** The deposit-limit periods of compliance §4, as GET /rg/limits names them. */
export const DEPOSIT_LIMIT_PERIODS = ['day', 'week', 'month'] as const;

export type DepositLimitPeriod = (typeof DEPOSIT_LIMIT_PERIODS)[number];

/** Each limit's rolling window, as a PostgreSQL interval (a month is a calendar month back). */
export const DEPOSIT_LIMIT_WINDOWS: Record<DepositLimitPeriod, string> = {
  day: '24 hours',
  week: '7 days',
  month: '1 month',
};

/** Compliance §4: a raised or removed limit takes effect only after 24 hours. */
export const LIMIT_RAISE_DELAY_MS = 24 * 60 * 60_000;
