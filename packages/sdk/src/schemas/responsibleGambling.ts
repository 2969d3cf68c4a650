import * as z from 'zod/mini';
import { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_MONTH_OPTIONS } from '../rg/rgOptions';
import { IsoDateTime, int, SignedWon, Won } from './common';

// A limit in won, or null for none.
const Limit = z.nullable(Won);

/** One deposit limit: the active amount and a raise waiting out its 24 hours (compliance.md §4). */
export const DepositLimit = z.object({
  amount: Limit,
  pending: z.nullable(z.object({ amount: Limit, effectiveAt: IsoDateTime })),
}); // kbet's own shape

/** GET /rg/limits: the per-24 h, 7-day and month deposit limits. */
export const DepositLimits = z.object({ day: DepositLimit, week: DepositLimit, month: DepositLimit }); // kbet's own shape

/** PUT /rg/limits: the limits to change; lowering applies at once, raising after 24 hours. */
export const DepositLimitsUpdate = z.object({
  day: z.optional(Limit),
  week: z.optional(Limit),
  month: z.optional(Limit),
}); // kbet's own shape

/** POST /rg/timeout: 1 day to 6 weeks. */
export const TimeoutRequest = z.object({ days: int(1, 42) }); // kbet's own shape

/** POST /rg/self-exclusion: at least 6 months; kbet offers 6 months, 1 year or 5 years. */
export const SelfExclusionRequest = z.object({ months: z.literal(SELF_EXCLUSION_MONTH_OPTIONS) }); // kbet's own shape

/** When a time-out or self-exclusion ends; every session of the member has ended already. */
export const ExclusionResult = z.object({ until: IsoDateTime }); // kbet's own shape

/** A running time-out or self-exclusion: the member may still log in, read and withdraw the balance. */
export const Exclusion = z.object({ kind: z.enum(['timeout', 'self_exclusion']), until: IsoDateTime }); // kbet's own shape

/** PUT /rg/reality-check: minutes between reminders (15, 30, 60 or 120), null for none. */
export const RealityCheck = z.object({ intervalMinutes: z.nullable(z.literal(REALITY_CHECK_INTERVALS)) }); // kbet's own shape

/**
 * GET /rg/reality-check: the interval plus what a reminder shows, the session start and `netResult`, the net
 * result of play in the session in won (returns minus stakes; deposits, withdrawals and conversions not counted).
 */
export const RealityCheckStatus = z.object({
  ...RealityCheck.shape,
  sessionStartedAt: IsoDateTime,
  netResult: SignedWon,
}); // kbet's own shape

export type DepositLimit = z.infer<typeof DepositLimit>;
export type DepositLimits = z.infer<typeof DepositLimits>;
export type DepositLimitsUpdate = z.infer<typeof DepositLimitsUpdate>;
export type TimeoutRequest = z.infer<typeof TimeoutRequest>;
export type SelfExclusionRequest = z.infer<typeof SelfExclusionRequest>;
export type ExclusionResult = z.infer<typeof ExclusionResult>;
export type Exclusion = z.infer<typeof Exclusion>;
export type RealityCheck = z.infer<typeof RealityCheck>;
export type RealityCheckStatus = z.infer<typeof RealityCheckStatus>;
