import type { Fraction } from '../odds/legFactor';

const gcd = (a: bigint, b: bigint): bigint => {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
};

/**
 * The fraction (positive denominator) in lowest terms; a zero numerator gives 0/1.
 * @example reduceFraction({ num: 6n, den: 8n }) // { num: 3n, den: 4n }
 */
export function reduceFraction({ num, den }: Fraction): Fraction {
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}
