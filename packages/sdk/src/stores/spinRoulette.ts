import {
  ROULETTE_COUPON_TYPE,
  ROULETTE_RESULT_DELAY_MS,
  ROULETTE_SPIN_MS,
  type RouletteKind,
} from '../constants/roulette';
import { fail, ok, type ValidationResult } from '../core/result';
import { isApiError } from '../errors/apiError';
import { loadMapHttpFailure } from '../errors/loadMapHttpFailure';
import * as ko from '../i18n/ko';
import type { RouletteClient, RouletteSnapshot, RouletteStoreOptions } from './createRouletteStore';

/** What a spin reads and changes of its store (createRouletteStore's state, held across spins). */
export interface RouletteSpinState {
  readonly client: RouletteClient;
  readonly options: RouletteStoreOptions;
  patch(next: Partial<RouletteSnapshot>): void;
  loadCoupons(): Promise<void>;
  /** Held from the request until the result is announced, so a second click only hears that the wheel turns. */
  busy: boolean;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One spin (spec §4, §8): login required, one spin at a time, 2 s of spinning, the result 1 s after the wheel stops,
 * coupons re-read after it. A module of its own, loaded at the first spin: every page's entry builds the roulette
 * store, one dialog spins. `busy` is set before the first await, so of two calls in one tick the second is refused.
 * @example const result = await spinRoulette(run, 'normal'); // then alert the points, or result.message
 */
export async function spinRoulette(
  run: RouletteSpinState,
  kind: RouletteKind,
): Promise<ValidationResult<number>> {
  const memberId = run.options.memberId();
  if (memberId === null) return fail('ROULETTE_LOGIN_REQUIRED', ko.ROULETTE_LOGIN_REQUIRED);
  if (run.busy) return fail('ROULETTE_SPINNING', ko.ROULETTE_SPINNING);
  run.busy = true;
  let points: number;
  try {
    points = await run.client.card.spin({ memberId, couponType: ROULETTE_COUPON_TYPE[kind] as 1 | 2 });
  } catch (error) {
    run.busy = false;
    if (!isApiError(error)) return fail('ROULETTE_FAILED', ko.ROULETTE_FAILED);
    // Loaded at a refused spin, as few spins are refused.
    const mapHttpFailure = await loadMapHttpFailure();
    if (!mapHttpFailure) return fail('ROULETTE_FAILED', ko.ROULETTE_FAILED);
    const outcome = mapHttpFailure({ status: error.status, data: error.data, context: 'roulette' });
    return fail(outcome.error.code, outcome.message);
  }
  run.patch({ phase: 'spinning', kind, result: points });
  await wait(run.options.spinMs ?? ROULETTE_SPIN_MS);
  run.patch({ phase: 'stopped' });
  await wait(run.options.resultDelayMs ?? ROULETTE_RESULT_DELAY_MS);
  run.busy = false;
  void run.loadCoupons();
  return ok(points);
}
