import { InvalidDecimalError } from './invalidDecimalError';

/** An exact non-negative decimal: `num / 10^scale`. */
export interface Decimal {
  readonly num: bigint;
  readonly scale: number;
}

/** Odds arrive with at most 3 decimals (feed prices such as 1.955). */
export const ODDS_MAX_SCALE = 3;

const DECIMAL_PATTERN = /^(\d+)(?:\.(\d+))?$/;

/**
 * Parses a non-negative decimal with at most `maxScale` decimals, or returns null.
 * Numbers go through `String()`, so 2.1 is read as "2.1", never as its binary float value.
 * @example tryParseDecimal('1.955') // { num: 1955n, scale: 3 }
 */
export function tryParseDecimal(value: string | number, maxScale: number = ODDS_MAX_SCALE): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const match = DECIMAL_PATTERN.exec(typeof value === 'number' ? String(value) : value);
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > maxScale) return null;
  return { num: BigInt(`${match[1]}${fraction}`), scale: fraction.length };
}

/**
 * Parses a non-negative decimal with at most `maxScale` decimals; throws {@link InvalidDecimalError} otherwise.
 * @example parseDecimal(2.1) // { num: 21n, scale: 1 }
 */
export function parseDecimal(value: string | number, maxScale: number = ODDS_MAX_SCALE): Decimal {
  const parsed = tryParseDecimal(value, maxScale);
  if (!parsed) {
    throw new InvalidDecimalError(value, `expected a non-negative decimal with at most ${maxScale} decimals`);
  }
  return parsed;
}

/**
 * The decimal as an integer count of `10^-scale` units, floored when `scale` is below the decimal's own.
 * @example toScaled(parseDecimal('1.955'), 2) // 195n
 */
export function toScaled(decimal: Decimal, scale: number): bigint {
  return scale >= decimal.scale
    ? decimal.num * 10n ** BigInt(scale - decimal.scale)
    : decimal.num / 10n ** BigInt(decimal.scale - scale);
}

/**
 * Formats a non-negative count of `10^-scale` units with exactly `scale` decimals.
 * @example formatScaled(195n, 2) // '1.95'
 */
export function formatScaled(units: bigint, scale: number): string {
  if (scale === 0) return units.toString();
  const digits = units.toString().padStart(scale + 1, '0');
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
