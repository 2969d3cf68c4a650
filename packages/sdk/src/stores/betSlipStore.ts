import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { addSelection } from '../betslip/addSelection';
import { applyOddsChanges } from '../betslip/applyOddsChanges';
import { type BetSlip, createBetSlip, type SlipMode, type SlipSelection, slipLegs } from '../betslip/betSlip';
import { DEFAULT_COMBINATION_MATRIX } from '../betslip/combinationMatrix';
import { type QuickAddButton, quickAdd } from '../betslip/quickAdd';
import { clearSelections, removeSelection } from '../betslip/removeSelection';
import { hasSuspended, resumeSelections, suspendSelections } from '../betslip/suspendSelections';
import { toBetRequest } from '../betslip/toBetRequest';
import type { SlipStyle } from '../constants/slipStyles';
import { fail, ok, type ValidationResult } from '../core/result';
import type { OddsChange } from '../errors/oddsChangedError';
import type { KbetEventBus, KbetEvents } from '../events';
import * as ko from '../i18n/ko';
import { formatScaled } from '../odds/decimal';
import { winForHundredths } from '../odds/expectedWin';
import { totalOddsHundredths } from '../odds/totalOdds';
import type { BetRequest } from '../schemas/betting';
import type { CombinationMatrix } from '../schemas/bettingRules';
import { type ClampBetAmountLimits, clampBetAmount } from '../validation/clampBetAmount';
import { subscribeSignal } from './subscribeSignal';

/** The member's cash and the role's max bet and max winnings, in won (spec §5, §6). */
export type SlipLimits = Omit<ClampBetAmountLimits, 'totalOdds'>;

export interface BetSlipStoreOptions {
  readonly style: SlipStyle;
  readonly mode?: SlipMode;
  /** Defaults to all zero, so nothing can be staked until the member's limits are known. */
  readonly limits?: SlipLimits;
  /** The operator's same-fixture matrix; the SDK default until `setCombinations` brings the operator's. */
  readonly combinations?: CombinationMatrix;
  /** The store announces slip changes here and follows 'balance:changed'. */
  readonly events?: KbetEventBus;
}

/** One consistent, referentially stable view of the store for `useSyncExternalStore`. */
export interface BetSlipSnapshot {
  readonly slip: BetSlip;
  readonly amount: number;
  readonly limits: SlipLimits;
  readonly totalOdds: string;
  readonly expectedWin: number;
  readonly count: number;
  readonly placing: boolean;
}

export interface PlaceBetParams {
  readonly memberId: number;
  /** True when re-sending after accepting changed odds. */
  readonly changeFlag?: boolean;
  /** Spec §5 checks to run on the request while the lock is held, e.g. the validation module's bet rules. */
  readonly validate?: (request: BetRequest) => ValidationResult<unknown>;
}

export interface BetSlipStore {
  readonly slip: ReadonlySignal<BetSlip>;
  /** The stake, always clamped to the current limits and total odds. */
  readonly amount: ReadonlySignal<number>;
  readonly limits: ReadonlySignal<SlipLimits>;
  readonly totalOdds: ReadonlySignal<string>;
  readonly expectedWin: ReadonlySignal<number>;
  readonly count: ReadonlySignal<number>;
  readonly placing: ReadonlySignal<boolean>;
  /** Adds, replaces or toggles off a selection (spec §4); refuses an unsupported bonus. */
  add(selection: SlipSelection): ValidationResult<BetSlip>;
  remove(oddsId: string | number): void;
  clear(): void;
  /** Sets the stake clamped to emoney, max bet and max winnings; returns the stake kept. */
  setAmount(amount: number): number;
  quickAdd(button: QuickAddButton): number;
  setLimits(limits: SlipLimits): void;
  /** Applies the operator's same-fixture matrix to picks added from now on. */
  setCombinations(matrix: CombinationMatrix): void;
  acceptOddsChanges(changes: readonly OddsChange[]): void;
  suspend(oddsIds: readonly (string | number)[]): void;
  resume(oddsIds: readonly (string | number)[]): void;
  /**
   * Sends the slip through `submit` under the betting lock. A second attempt while locked gets BET_IN_PROGRESS.
   * On success the slip is cleared unless it changed meanwhile; an error from `submit` (e.g. changed odds) unlocks and is rethrown.
   */
  place<T>(params: PlaceBetParams, submit: (request: BetRequest) => Promise<T>): Promise<ValidationResult<T>>;
  get(): BetSlipSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stops following the event bus. */
  dispose(): void;
}

/**
 * A bet-slip store on signals: the slip, its stake and derived totals, with the spec's betting lock.
 * @example const store = createBetSlipStore({ style: 'EU', events }); store.add(selection);
 */
export function createBetSlipStore(options: BetSlipStoreOptions): BetSlipStore {
  const { events } = options;
  const slip = signal(createBetSlip(options.style, options.mode));
  const limits = signal<SlipLimits>(options.limits ?? { emoney: 0, maxBet: 0, maxWin: 0 });
  const requested = signal(0);
  const placing = signal(false);
  let combinations = options.combinations ?? DEFAULT_COMBINATION_MATRIX;

  const hundredths = computed(() => totalOddsHundredths(slipLegs(slip.value)));
  const totalOdds = computed(() => formatScaled(hundredths.value, 2));
  const count = computed(() => slip.value.selections.length);
  // Derived rather than stored, so the stake never exceeds a limit that dropped after it was entered.
  const bounds = computed<ClampBetAmountLimits>(() => ({ ...limits.value, totalOdds: totalOdds.value }));
  const amount = computed(() => clampBetAmount(requested.value, bounds.value));
  const expectedWin = computed(() => winForHundredths(amount.value, hundredths.value));
  const snapshot = computed<BetSlipSnapshot>(() => ({
    slip: slip.value,
    amount: amount.value,
    limits: limits.value,
    totalOdds: totalOdds.value,
    expectedWin: expectedWin.value,
    count: count.value,
    placing: placing.value,
  }));

  const emit = <K extends keyof KbetEvents>(type: K, payload: KbetEvents[K]) => events?.emit(type, payload);
  const update = (next: BetSlip) => {
    const current = slip.value.selections;
    // No-op edits (removing an absent id) keep every selection object: nothing to announce.
    if (next.selections.length === current.length && next.selections.every((s, i) => s === current[i]))
      return;
    slip.value = next;
    emit('betslip:changed', { selections: next.selections, totalOdds: totalOdds.value, count: count.value });
  };
  const clear = () => {
    slip.value = clearSelections(slip.value);
    requested.value = 0;
    emit('betslip:cleared', undefined);
  };
  const setLimits = (next: SlipLimits) => {
    limits.value = next;
  };
  const onBalance = ({ emoney }: KbetEvents['balance:changed']) => setLimits({ ...limits.value, emoney });
  events?.on('balance:changed', onBalance);

  return {
    slip,
    amount,
    limits,
    totalOdds,
    expectedWin,
    count,
    placing,
    add(selection) {
      const result = addSelection(slip.value, selection, { combinations });
      if (result.ok) update(result.value);
      return result;
    },
    remove: (oddsId) => update(removeSelection(slip.value, oddsId)),
    clear,
    setAmount(value) {
      requested.value = clampBetAmount(value, bounds.value);
      return amount.value;
    },
    quickAdd(button) {
      requested.value = quickAdd(amount.value, button, bounds.value);
      return amount.value;
    },
    setLimits,
    setCombinations(matrix) {
      combinations = matrix;
    },
    acceptOddsChanges(changes) {
      update(applyOddsChanges(slip.value, changes));
      emit('odds:changed', { changes });
    },
    suspend: (oddsIds) => update(suspendSelections(slip.value, oddsIds)),
    resume: (oddsIds) => update(resumeSelections(slip.value, oddsIds)),
    async place(params, submit) {
      if (placing.value) return fail('BET_IN_PROGRESS', ko.BET_IN_PROGRESS);
      if (count.value === 0) return fail('BET_SELECT_REQUIRED', ko.BET_SELECT_REQUIRED);
      if (hasSuspended(slip.value)) return fail('BET_SUSPENDED', ko.BET_SUSPENDED);
      const request = toBetRequest(slip.value, {
        memberId: params.memberId,
        amount: amount.value,
        changeFlag: params.changeFlag ?? false,
      });
      const checked = params.validate?.(request);
      if (checked && !checked.ok) return fail(checked.code, checked.message);
      const sent = slip.value;
      placing.value = true;
      try {
        const response = await submit(request);
        if (slip.value === sent) clear();
        return ok(response);
      } finally {
        placing.value = false;
      }
    },
    get: () => snapshot.value,
    subscribe: (listener) => subscribeSignal(snapshot, listener),
    dispose: () => events?.off('balance:changed', onBalance),
  };
}
