import * as z from 'zod/mini';
import { fail, ok, type ValidationResult } from '../core/result';
import { BET_SLIP_INVALID } from '../i18n/ko';
import { OddsRow } from '../schemas/betting';
import type { SlipSelection } from './betSlip';

// The fields every slip computation reads (a feed odds row without its optional line and Korean market name): a
// selection without them would break every later read of the slip.
const SelectionShape = z.omit(OddsRow, { betLine: true, marketNameKorean: true });

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
