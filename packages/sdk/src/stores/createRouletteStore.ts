import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { KbetClient } from '../api/createKbetClient';
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
import type { CardCount } from '../schemas/card';
import { subscribeSignal } from './subscribeSignal';

/** idle → spinning (2 s) → stopped on the result; the result alert follows 1 s after the stop (spec §4). */
export type RoulettePhase = 'idle' | 'spinning' | 'stopped';

export interface RouletteSnapshot {
  /** Coupons held; null until first loaded. */
  readonly coupons: CardCount | null;
  readonly phase: RoulettePhase;
  /** The wheel of the current or last spin. */
  readonly kind: RouletteKind | null;
  /** Points won by the current or last spin, known as the wheel starts so it can stop on the prize. */
  readonly result: number | null;
}

/** The calls the roulette store makes. */
export interface RouletteClient {
  readonly card: Pick<KbetClient['card'], 'count' | 'spin'>;
}

export interface RouletteStoreOptions {
  /** The logged-in member's id, or null for a guest. */
  readonly memberId: () => number | null;
  readonly spinMs?: number;
  readonly resultDelayMs?: number;
}

export interface RouletteStore {
  readonly state: ReadonlySignal<RouletteSnapshot>;
  get(): RouletteSnapshot;
  subscribe(listener: () => void): () => void;
  /** Re-reads the coupons (on opening the dialog and after each spin). */
  loadCoupons(): Promise<void>;
  /** Spins with one coupon; resolves when the result alert is due, with the points won or the spec §8 failure. */
  spin(kind: RouletteKind): Promise<ValidationResult<number>>;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The roulette dialog's logic (spec §4, §8): login required, one spin at a time, 2 s of spinning, the result
 * 1 s after the wheel stops, coupons re-read after each spin.
 * @example
 * const roulette = createRouletteStore(client, { memberId: () => session.get().user?.id ?? null });
 * const result = await roulette.spin('normal'); // then alert the points, or result.message
 */
export function createRouletteStore(client: RouletteClient, options: RouletteStoreOptions): RouletteStore {
  const state = signal<RouletteSnapshot>({ coupons: null, phase: 'idle', kind: null, result: null });
  const patch = (next: Partial<RouletteSnapshot>) => {
    state.value = { ...state.value, ...next };
  };
  // Held from the request until the result is announced, so a second click only hears that the wheel turns.
  let busy = false;

  const loadCoupons = async () => {
    const memberId = options.memberId();
    if (memberId === null) return patch({ coupons: null });
    try {
      patch({ coupons: await client.card.count(memberId) });
    } catch {
      // The count stays as it was; the spin itself reports failures.
    }
  };

  return {
    state,
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    loadCoupons,
    async spin(kind) {
      const memberId = options.memberId();
      if (memberId === null) return fail('ROULETTE_LOGIN_REQUIRED', ko.ROULETTE_LOGIN_REQUIRED);
      if (busy) return fail('ROULETTE_SPINNING', ko.ROULETTE_SPINNING);
      busy = true;
      let points: number;
      try {
        points = await client.card.spin({ memberId, couponType: ROULETTE_COUPON_TYPE[kind] as 1 | 2 });
      } catch (error) {
        busy = false;
        if (!isApiError(error)) return fail('ROULETTE_FAILED', ko.ROULETTE_FAILED);
        // Loaded at a refused spin: every page's entry builds this store, few pages spin.
        const mapHttpFailure = await loadMapHttpFailure();
        if (!mapHttpFailure) return fail('ROULETTE_FAILED', ko.ROULETTE_FAILED);
        const outcome = mapHttpFailure({ status: error.status, data: error.data, context: 'roulette' });
        return fail(outcome.error.code, outcome.message);
      }
      patch({ phase: 'spinning', kind, result: points });
      await wait(options.spinMs ?? ROULETTE_SPIN_MS);
      patch({ phase: 'stopped' });
      await wait(options.resultDelayMs ?? ROULETTE_RESULT_DELAY_MS);
      busy = false;
      void loadCoupons();
      return ok(points);
    },
  };
}
