import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { addSelection } from '../betslip/addSelection';
import { applyOddsChanges } from '../betslip/applyOddsChanges';
import { type BetSlip, createBetSlip, type SlipMode, type SlipSelection, slipLegs } from '../betslip/betSlip';
import { bettingLimits } from '../betslip/bettingLimits';
import { checkSelection } from '../betslip/checkSelection';
import { DEFAULT_COMBINATION_MATRIX } from '../betslip/combinationMatrix';
import { type QuickAddButton, quickAdd } from '../betslip/quickAdd';
import { clearSelections, removeSelection } from '../betslip/removeSelection';
import { hasSuspended, resumeSelections, suspendSelections } from '../betslip/suspendSelections';
import type { SlipStyle } from '../constants/slipStyles';
import { type ActionResult, fail, ok, type ValidationResult } from '../core/result';
import { isKbetError } from '../errors/kbetError';
import type { OddsChange } from '../errors/oddsChangedError';
import type { KbetEventBus, KbetEvents } from '../events';
import * as ko from '../i18n/ko';
import { localized } from '../i18n/localized';
import { formatScaled } from '../odds/decimal';
import { winForHundredths } from '../odds/expectedWin';
import { totalOddsHundredths } from '../odds/totalOdds';
import type { BetPlaced, BetRequest } from '../schemas/betting';
import type { CombinationMatrix } from '../schemas/bettingRules';
import type { BettingSettings } from '../schemas/settings';
import { type ClampBetAmountLimits, clampBetAmount } from '../validation/clampBetAmount';
import { retryableLoad } from './retryableLoad';
import { subscribeSignal } from './subscribeSignal';

/** The member's cash and the role's max bet and max winnings, in won (spec §5, §6). */
export type SlipLimits = Omit<ClampBetAmountLimits, 'totalOdds'>;

/** Who is betting, as the slip needs it: the limits follow the member's cash and role and the site's settings. */
export interface SlipAccount {
  readonly memberId: number;
  readonly emoney: number;
  readonly role: number;
  /** The site's betting settings (GET /setting/user); null until loaded, and nothing can be staked until then. */
  readonly settings: BettingSettings | null;
}

/** Sends a bet request; createKbet passes `client.sports.bet`. */
export type SubmitBet<T = BetPlaced> = (request: BetRequest) => Promise<T>;

export interface BetSlipStoreOptions {
  readonly style: SlipStyle;
  readonly mode?: SlipMode;
  /**
   * The member the slip bets for (null for a guest): the limits and the member id of `place()` follow it, so
   * `setAmount(5000)` works without `setLimits`. createKbet passes the session's member.
   */
  readonly account?: ReadonlySignal<SlipAccount | null>;
  /** Fixed limits for a slip without an account; all zero by default, so nothing can be staked. */
  readonly limits?: SlipLimits;
  /** How `place()` sends the bet when it is given no `submit` of its own. */
  readonly submit?: SubmitBet;
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
  /** The member betting; the account's member by default. */
  readonly memberId?: number;
  /** True when re-sending after accepting changed odds. */
  readonly changeFlag?: boolean;
  /** Checks of your own, run on the request after the spec §5 checks, while the lock is held. */
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
  /**
   * Adds, replaces or toggles off a selection (spec §4); refuses an unsupported bonus, and a malformed selection
   * (BET_SLIP_INVALID, the fields at fault in `issues`) leaving the slip as it was.
   */
  add(selection: SlipSelection): ValidationResult<BetSlip>;
  remove(oddsId: string | number): void;
  clear(): void;
  /** Sets the stake clamped to emoney, max bet and max winnings; returns the stake kept. */
  setAmount(amount: number): number;
  quickAdd(button: QuickAddButton): number;
  /** Fixes the limits, overriding the account's (for a slip used without createKbet). */
  setLimits(limits: SlipLimits): void;
  /** Applies the operator's same-fixture matrix to picks added from now on. */
  setCombinations(matrix: CombinationMatrix): void;
  acceptOddsChanges(changes: readonly OddsChange[]): void;
  suspend(oddsIds: readonly (string | number)[]): void;
  resume(oddsIds: readonly (string | number)[]): void;
  /**
   * Runs the spec §5 checks (logged in, a selection, the stake's minimum and maximums, max odds), then sends the
   * slip through `submit` (the store's by default) under the betting lock; a second attempt while locked gets
   * BET_IN_PROGRESS. On success the slip is cleared unless it changed meanwhile. Never throws: a refusal, here or
   * by the server, is `{ ok: false, code, message, error }`; moved odds are `isOddsChangedError(result.error)`.
   */
  place<T = BetPlaced>(params?: PlaceBetParams, submit?: SubmitBet<T>): Promise<ActionResult<T>>;
  get(): BetSlipSnapshot;
  subscribe(listener: () => void): () => void;
  /** Stops following the event bus. */
  dispose(): void;
}

const NO_LIMITS: SlipLimits = { emoney: 0, maxBet: 0, maxWin: 0 };

/**
 * The checks and the request of `place()`, loaded at a slip's first pick (or first `place`): a page that only shows
 * prices never runs them, and every slip is built with createKbet at startup. A failed load is asked again next time.
 * The typed errors' mapping comes along (the client loads it at a first failed answer), so a bet refused for moved
 * odds shows its changes without a further load.
 */
const loadPlaceRules = retryableLoad(() =>
  Promise.all([
    import('../validation/validateBet'),
    import('../betslip/toBetRequest'),
    import('../errors/toKbetError'),
  ]),
);

/**
 * Loads `place()`'s checks and request building ahead of the first pick, e.g. once a page has gone idle. Otherwise
 * the first `add()` starts their load inside the tap: the dynamic imports, their module-preload links and the
 * chunk's evaluation ran within the pick's frame on a phone. Resolves when they are in; a failed load rejects and is
 * asked again by the next pick or `place()`.
 * @example requestIdleCallback(() => void preloadPlaceRules());
 */
export async function preloadPlaceRules(): Promise<void> {
  await loadPlaceRules();
}

/** A failed send as a result: the error's code and member message, and the error itself for the caller. */
function refused<T>(error: unknown): ActionResult<T> {
  if (isKbetError(error)) return { ok: false, code: error.code, message: error.message, error };
  return { ok: false, code: 'ERR_DEFAULT', message: localized('ERR_DEFAULT', ko.ERR_DEFAULT), error };
}

/**
 * A bet-slip store on signals: the slip, its stake and derived totals, with the spec's betting lock.
 * @example const store = createBetSlipStore({ style: 'EU', events }); store.add(selection);
 */
export function createBetSlipStore(options: BetSlipStoreOptions): BetSlipStore {
  const { events } = options;
  const { account } = options;
  const slip = signal(createBetSlip(options.style, options.mode));
  // Fixed limits win over the account's: setLimits, or the option for a slip without an account.
  const fixed = signal<SlipLimits | null>(options.limits ?? null);
  const limits = computed<SlipLimits>(() => {
    if (fixed.value) return fixed.value;
    const member = account?.value;
    if (!member?.settings) return NO_LIMITS;
    return { emoney: member.emoney, ...bettingLimits(member.settings, member.role, options.style) };
  });
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
    fixed.value = next;
  };
  // An account's cash follows the session; fixed limits follow the pushed balance here.
  const onBalance = ({ emoney }: KbetEvents['balance:changed']) => {
    if (fixed.value) setLimits({ ...fixed.value, emoney });
  };
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
      const checked = checkSelection(selection);
      if (!checked.ok) return checked;
      const result = addSelection(slip.value, selection, { combinations });
      if (result.ok) {
        update(result.value);
        void loadPlaceRules();
      }
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
    async place<T>(params: PlaceBetParams = {}, submit?: SubmitBet<T>): Promise<ActionResult<T>> {
      if (placing.value) return fail('BET_IN_PROGRESS', ko.BET_IN_PROGRESS);
      if (hasSuspended(slip.value)) return fail('BET_SUSPENDED', ko.BET_SUSPENDED);
      // What is bet is the slip as it stands now; the lock holds from here, the rules' load included, so a second
      // place() meanwhile is BET_IN_PROGRESS.
      const sent = slip.value;
      const stake = { amount: amount.value, totalOdds: totalOdds.value, limits: limits.value };
      const memberId = params.memberId ?? account?.value?.memberId;
      placing.value = true;
      try {
        const [{ validateBet }, { toBetRequest }] = await loadPlaceRules();
        const rules = validateBet({
          loggedIn: memberId !== undefined,
          selections: sent.selections,
          amount: stake.amount,
          totalOdds: stake.totalOdds,
          maxBet: stake.limits.maxBet,
          maxWin: stake.limits.maxWin,
        });
        if (!rules.ok) return rules;
        const send = submit ?? (options.submit as SubmitBet<T> | undefined);
        if (memberId === undefined || !send) return fail('BET_SLIP_INVALID', ko.BET_SLIP_INVALID);
        const request = toBetRequest(sent, {
          memberId,
          amount: stake.amount,
          changeFlag: params.changeFlag ?? false,
        });
        const checked = params.validate?.(request);
        if (checked && !checked.ok) return fail(checked.code, checked.message);
        const response = await send(request);
        if (slip.value === sent) clear();
        return ok(response);
      } catch (error) {
        return refused(error);
      } finally {
        placing.value = false;
      }
    },
    get: () => snapshot.value,
    subscribe: (listener) => subscribeSignal(snapshot, listener),
    dispose: () => events?.off('balance:changed', onBalance),
  };
}
