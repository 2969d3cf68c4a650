import { formatWon } from '../validation/formatWon';
import type { CarryoverRule } from './partnerContract';

export interface ApplyCarryoverParams {
  /** This period's losing base (NGR − rolling); may be negative. */
  readonly base: number;
  /** Loss carried in from earlier periods, ≥ 0. */
  readonly carried: number;
  readonly rule: CarryoverRule;
}

export interface ApplyCarryoverResult {
  /** The base losing commission is paid on: ≥ 0. */
  readonly payable: number;
  /** Loss carried into the next period, ≥ 0. */
  readonly carried: number;
  readonly computation: string;
}

/**
 * Applies a contract's negative-carryover setting: `none` forgets a negative base, `carry` subtracts it from the
 * next positive bases until used up, `capped` carries at most `cap` won.
 * @example applyCarryover({ base: -65_000, carried: 0, rule: { mode: 'carry' } }) // { payable: 0, carried: 65000, computation: '-65,000 < 0, 이월 65,000' }
 */
export function applyCarryover({ base, carried, rule }: ApplyCarryoverParams): ApplyCarryoverResult {
  const net = base - carried;
  const shown = carried > 0 ? `${formatWon(base)} − 이월 ${formatWon(carried)}` : formatWon(base);
  if (net >= 0) return { payable: net, carried: 0, computation: shown };
  const owed = -net;
  const next =
    rule.mode === 'none' ? 0 : rule.mode === 'carry' ? owed : Math.min(owed, Math.max(0, rule.cap));
  return { payable: 0, carried: next, computation: `${shown} < 0, 이월 ${formatWon(next)}` };
}
