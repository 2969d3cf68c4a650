import { AMOUNT_NO_DECIMALS, AMOUNT_NUMERIC, FIELD_REQUIRED } from '../i18n/ko';
import { type AmountInput, readAmount } from './readAmount';
import { fail, ok, type ValidationResult } from './result';

// A file apart from readAmount: a site's entry reads amounts (the slip's stake) without these messages, which
// the money forms load with their own code.
/**
 * Reads a whole-won amount with the shared messages (required, numeric, no decimals); callers apply their bounds.
 * The value may be negative or beyond the safe integers: every caller's bounds refuse those.
 * @example readWholeAmount('12.5') // { ok: false, code: 'AMOUNT_NO_DECIMALS', message: '원단위는 입력 불가능합니다.' }
 */
export function readWholeAmount(input: AmountInput): ValidationResult<number> {
  const reading = readAmount(input);
  if (reading === 'required') return fail('FIELD_REQUIRED', FIELD_REQUIRED);
  if (reading === 'numeric') return fail('AMOUNT_NUMERIC', AMOUNT_NUMERIC);
  if (reading.fraction) return fail('AMOUNT_NO_DECIMALS', AMOUNT_NO_DECIMALS);
  return ok(reading.whole);
}
