import {
  MAX_WITHDRAWAL_PER_DAY,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_CLOSED_FROM_MINUTE,
  WITHDRAWAL_CLOSED_UNTIL_MINUTE,
  WITHDRAWAL_INTERVAL_MS,
} from '../constants/limits';
import { kstParts } from '../core/kstParts';
import { fail, ok, type ValidationResult } from '../core/result';
import { type DateInput, requireEpochMs, toEpochMs } from '../core/toEpochMs';
import {
  WITHDRAW_AFTER_DEPOSIT,
  WITHDRAW_CLOSED_HOURS,
  WITHDRAW_INTERVAL,
  WITHDRAW_OVER_DAILY,
  WITHDRAW_OVER_PER_REQUEST,
  WITHDRAW_OWN_NAME,
} from '../i18n/ko';
import { isOwnNameAccount } from './isOwnNameAccount';
import { withdrawalRequestMax } from './withdrawalRequestMax';

export interface WithdrawalPolicyParams {
  /** The requested amount in won, already checked by `validateWithdrawal`. */
  readonly amount: number;
  readonly now: DateInput;
  /** High-value members may take 50 million per request instead of 20 million. */
  readonly highValue?: boolean;
  /** Won already requested today (the Korean day, see `startOfKstDay`), this request excluded. */
  readonly todayTotal: number;
  readonly lastWithdrawalAt?: DateInput | null;
  /** When the member's latest deposit request started. */
  readonly lastDepositAt?: DateInput | null;
  /** The holder name of the account the money goes to. */
  readonly accountHolder: string;
  /** The member's own name as registered. */
  readonly memberName: string;
}

/**
 * Whether it is Korean time 23:30-00:30, when no withdrawal may be requested (§9), computed from the fixed UTC+9 offset.
 * @example isWithdrawalClosedAt(Date.UTC(2024, 0, 1, 14, 30)) // true (23:30 KST)
 */
export function isWithdrawalClosedAt(now: DateInput): boolean {
  const { minuteOfDay } = kstParts(requireEpochMs(now, 'now'));
  return minuteOfDay >= WITHDRAWAL_CLOSED_FROM_MINUTE || minuteOfDay < WITHDRAWAL_CLOSED_UNTIL_MINUTE;
}

/**
 * The §9 displayed withdrawal rules, which kbet's server enforces too, checked in the order §9 lists them:
 * per request 20,000,000 (50,000,000 high-value), 200,000,000 per Korean day, 2 hours since the last withdrawal,
 * 30 minutes since the last deposit started, an own-name account, and no requests 23:30-00:30 Korean time.
 * Waits are inclusive: exactly 2 hours (or 30 minutes) later is allowed.
 * @example validateWithdrawalPolicy({ amount: 30000000, now, todayTotal: 0, accountHolder: '김철수', memberName: '김철수' }) // fails WITHDRAW_OVER_PER_REQUEST
 */
export function validateWithdrawalPolicy(params: WithdrawalPolicyParams): ValidationResult<number> {
  const { amount } = params;
  const nowMs = requireEpochMs(params.now, 'now');
  if (amount > withdrawalRequestMax(params.highValue === true))
    return fail('WITHDRAW_OVER_PER_REQUEST', WITHDRAW_OVER_PER_REQUEST);
  if (params.todayTotal + amount > MAX_WITHDRAWAL_PER_DAY) {
    return fail('WITHDRAW_OVER_DAILY', WITHDRAW_OVER_DAILY);
  }
  // An unreadable past date cannot prove the wait is over, so it refuses (NaN compares false).
  const waited = (at: DateInput | null | undefined, ms: number) => at == null || nowMs - toEpochMs(at) >= ms;
  if (!waited(params.lastWithdrawalAt, WITHDRAWAL_INTERVAL_MS)) {
    return fail('WITHDRAW_INTERVAL', WITHDRAW_INTERVAL);
  }
  if (!waited(params.lastDepositAt, WITHDRAWAL_AFTER_DEPOSIT_MS)) {
    return fail('WITHDRAW_AFTER_DEPOSIT', WITHDRAW_AFTER_DEPOSIT);
  }
  if (!isOwnNameAccount(params.accountHolder, params.memberName)) {
    return fail('WITHDRAW_OWN_NAME', WITHDRAW_OWN_NAME);
  }
  if (isWithdrawalClosedAt(nowMs)) return fail('WITHDRAW_CLOSED_HOURS', WITHDRAW_CLOSED_HOURS);
  return ok(amount);
}
