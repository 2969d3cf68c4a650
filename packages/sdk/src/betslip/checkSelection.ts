import * as z from 'zod/mini';
import { fail, ok, type ValidationResult } from '../core/result';
import { BET_SLIP_INVALID } from '../i18n/ko';
import { Int, Odds, Ref } from '../schemas/common';
import type { SlipSelection } from './betSlip';

// The fields every slip computation reads: a selection without them would break every later read of the slip.
const SelectionShape = z.object({
  id: Ref,
  fixtureId: Ref,
  sportId: Int,
  marketId: Int,
  betPrice: Odds,
  version: Ref,
  betName: z.string(),
  marketName: z.string(),
});

/**
 * Checks that a value handed to a slip is a selection (ids, integer sport and market, decimal price, names), so
 * a malformed one is refused (BET_SLIP_INVALID, with the fields at fault in `issues`) before it enters a slip.
 * @example checkSelection({ id: 'a_1' }).ok // false
 */
export function checkSelection(value: unknown): ValidationResult<SlipSelection> {
  const parsed = SelectionShape.safeParse(value);
  if (parsed.success) return ok(value as SlipSelection);
  const issues = parsed.error.issues.map((issue) => ({
    field: issue.path.map(String).join('.'),
    code: 'BET_SLIP_INVALID',
    message: issue.message,
  }));
  return fail('BET_SLIP_INVALID', BET_SLIP_INVALID, { issues });
}
