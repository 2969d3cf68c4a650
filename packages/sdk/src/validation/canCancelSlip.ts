import { CANCEL_WINDOW_MS } from '../constants/timing';
import { type DateInput, toEpochMs } from '../core/toEpochMs';
import { CANCEL_WINDOW } from '../i18n/ko';

export interface CancelSlipLeg {
  readonly startsAt: DateInput;
  /** The bonus item has no game, so its start time never closes the window. */
  readonly isBonus?: boolean;
}

export interface CanCancelSlipParams {
  readonly placedAt: DateInput;
  readonly legs: readonly CancelSlipLeg[];
  readonly now: DateInput;
}

export type CanCancelSlipResult = { ok: true } | { ok: false; code: 'CANCEL_WINDOW'; message: string };

/**
 * Whether a slip may still be cancelled (§5). Both bounds are inclusive: at exactly 10:00 after placing,
 * and at exactly 10:00 before the earliest non-bonus game, cancelling is still allowed; one millisecond
 * later it is not. A `now` before `placedAt` (client clock behind the server's) counts as just placed.
 * An unreadable date refuses, since the window cannot be shown to be open.
 * @example canCancelSlip({ placedAt: '2024-05-01T12:00:00Z', legs: [{ startsAt: '2024-05-01T15:00:00Z' }], now: '2024-05-01T12:10:00Z' }) // { ok: true }
 */
export function canCancelSlip({ placedAt, legs, now }: CanCancelSlipParams): CanCancelSlipResult {
  const nowMs = toEpochMs(now);
  const open =
    nowMs - toEpochMs(placedAt) <= CANCEL_WINDOW_MS &&
    legs.every((leg) => leg.isBonus === true || toEpochMs(leg.startsAt) - nowMs >= CANCEL_WINDOW_MS);
  return open ? { ok: true } : { ok: false, code: 'CANCEL_WINDOW', message: CANCEL_WINDOW };
}
