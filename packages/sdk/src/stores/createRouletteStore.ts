import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { KbetClient } from '../api/createKbetClient';
import type { RouletteKind } from '../constants/roulette';
import { fail, type ValidationResult } from '../core/result';
import * as ko from '../i18n/ko';
import type { CardCount } from '../schemas/card';
import { retryableLoad } from './retryableLoad';
import type { RouletteSpinState } from './spinRoulette';
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

/**
 * The roulette dialog's logic (spec §4, §8): login required, one spin at a time, 2 s of spinning, the result
 * 1 s after the wheel stops, coupons re-read after each spin.
 * @example
 * const roulette = createRouletteStore(client, { memberId: () => session.get().user?.id ?? null });
 * const result = await roulette.spin('normal'); // then alert the points, or result.message
 */
export function createRouletteStore(client: RouletteClient, options: RouletteStoreOptions): RouletteStore {
  const state = signal<RouletteSnapshot>({ coupons: null, phase: 'idle', kind: null, result: null });
  // The spin's steps (./spinRoulette, with its texts) load as the dialog first reads the coupons, or at the first
  // spin: every page's entry builds this store, one dialog spins. Spins waiting on the one load run in call order.
  const loadSpinSteps = retryableLoad(() => import('./spinRoulette'));
  const loadCoupons = async () => {
    void loadSpinSteps();
    const memberId = options.memberId();
    if (memberId === null) return run.patch({ coupons: null });
    try {
      run.patch({ coupons: await client.card.count(memberId) });
    } catch {
      // The count stays as it was; the spin itself reports failures.
    }
  };
  const run: RouletteSpinState = {
    client,
    options,
    patch: (next) => {
      state.value = { ...state.value, ...next };
    },
    loadCoupons,
    busy: false,
  };

  return {
    state,
    get: () => state.value,
    subscribe: (listener) => subscribeSignal(state, listener),
    loadCoupons,
    async spin(kind) {
      const steps = await loadSpinSteps().catch(() => undefined);
      if (steps) return steps.spinRoulette(run, kind);
      // The load failed (the connection dropped, or a deploy removed the build's file): the next spin tries again.
      return fail('ROULETTE_FAILED', ko.ROULETTE_FAILED);
    },
  };
}
