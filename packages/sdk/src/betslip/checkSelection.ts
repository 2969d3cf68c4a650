import { fail, ok, type ValidationIssue, type ValidationResult } from '../core/result';
import { BET_SLIP_INVALID } from '../i18n/ko';
import { tryParseDecimal } from '../odds/decimal';
import type { SlipSelection } from './betSlip';

const isKey = (v: unknown): boolean => (typeof v === 'string' && v !== '') || Number.isSafeInteger(v);
const isInteger = (v: unknown): boolean => Number.isSafeInteger(v);
const isText = (v: unknown): boolean => typeof v === 'string';

// The fields every slip computation reads, each with what it must be: a selection without them would break
// every later read of the slip. Checked by hand rather than with a schema, so a slip costs a page no zod.
const FIELDS: readonly (readonly [keyof SlipSelection, (v: unknown) => boolean, string])[] = [
  ['id', isKey, 'Expected a key'],
  // A feed fixture id, or BONUS_FIXTURE_ID (0) for the bonus item.
  ['fixtureId', (v) => isInteger(v) && Number(v) >= 0, 'Expected a fixture id'],
  ['sportId', isInteger, 'Expected an integer'],
  ['marketId', isInteger, 'Expected an integer'],
  [
    'betPrice',
    (v) => (typeof v === 'string' || typeof v === 'number') && tryParseDecimal(v) !== null,
    'Expected a decimal',
  ],
  ['version', isKey, 'Expected a key'],
  ['betName', isText, 'Expected text'],
  ['marketName', isText, 'Expected text'],
];

/**
 * Checks that a value handed to a slip is a selection (ids, integer fixture, sport and market, decimal price,
 * names), so a malformed one is refused (BET_SLIP_INVALID, with the fields at fault in `issues`) before it
 * enters a slip.
 * @example checkSelection({ id: 'a_1' }).ok // false
 */
export function checkSelection(value: unknown): ValidationResult<SlipSelection> {
  if (typeof value !== 'object' || value === null) {
    return fail('BET_SLIP_INVALID', BET_SLIP_INVALID, {
      issues: [{ field: '', code: 'BET_SLIP_INVALID', message: 'Expected an object' }],
    });
  }
  const fields = value as Readonly<Record<string, unknown>>;
  const issues: ValidationIssue[] = FIELDS.filter(([name, valid]) => !valid(fields[name])).map(
    ([field, , message]) => ({ field, code: 'BET_SLIP_INVALID', message }),
  );
  return issues.length === 0
    ? ok(value as SlipSelection)
    : fail('BET_SLIP_INVALID', BET_SLIP_INVALID, { issues });
}
