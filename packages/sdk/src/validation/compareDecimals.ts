import type { Decimal } from '../odds/decimal';

/**
 * Compares two exact decimals of any scales by cross-multiplying: negative, 0 or positive like a sort comparator.
 * @example compareDecimals(parseDecimal('1.30'), parseDecimal('1.3')) // 0
 */
export function compareDecimals(a: Decimal, b: Decimal): number {
  const left = a.num * 10n ** BigInt(b.scale);
  const right = b.num * 10n ** BigInt(a.scale);
  return left === right ? 0 : left > right ? 1 : -1;
}
