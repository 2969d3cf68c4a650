import { MIN_COMP_CONVERSION, MIN_POINT_CONVERSION } from '../constants/limits';
import type { AmountInput } from '../core/readAmount';
import { readWholeAmount } from '../core/readWholeAmount';
import { fail, ok, type ValidationResult } from '../core/result';
import { AMOUNT_TOO_LARGE, COMP_CONVERT_MIN, POINT_CONVERT_MIN } from '../i18n/ko';

function atLeast(input: AmountInput, min: number, code: string, message: string): ValidationResult<number> {
  const read = readWholeAmount(input);
  if (!read.ok) return read;
  if (read.value < min) return fail(code, message);
  if (!Number.isSafeInteger(read.value)) return fail('AMOUNT_TOO_LARGE', AMOUNT_TOO_LARGE);
  return ok(read.value);
}

/**
 * Points to convert to cash, typed ('5,000') or a number: whole, at least 5,000 (§5).
 * @example validatePointConvert('4,999') // { ok: false, code: 'POINT_CONVERT_MIN', message: '5,000포인트 이상 전환가능합니다.' }
 */
export const validatePointConvert = (points: AmountInput): ValidationResult<number> =>
  atLeast(points, MIN_POINT_CONVERSION, 'POINT_CONVERT_MIN', POINT_CONVERT_MIN);

/**
 * Comp to convert to cash, typed or a number: whole, at least 100 (§5).
 * @example validateCompConvert(100) // { ok: true, value: 100 }
 */
export const validateCompConvert = (comp: AmountInput): ValidationResult<number> =>
  atLeast(comp, MIN_COMP_CONVERSION, 'COMP_CONVERT_MIN', COMP_CONVERT_MIN);
