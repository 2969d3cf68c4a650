import { formatScaled, parseDecimal } from '../odds/decimal';
import { type Fraction, productHundredths } from '../odds/legFactor';
import { reduceFraction } from './reduceFraction';

/** A market's price: odds floored to 0.01, and the return to player they really give. */
export interface MinigamePrice {
  readonly odds: string;
  /** The odds as an integer count of 0.01. */
  readonly hundredths: bigint;
  /** odds × probability, exact; never above the RTP asked for, as the odds are floored. */
  readonly rtp: Fraction;
}

/** RTPs are written with at most 4 decimals ('0.95', '0.9725'). */
export const RTP_MAX_SCALE = 4;

/**
 * Odds from an exact probability and a return to player: floor to 0.01 of rtp / probability, in integers only.
 * @example minigameOdds({ num: 1n, den: 2n }, '0.95').odds // '1.90'
 */
export function minigameOdds(probability: Fraction, rtp: string): MinigamePrice {
  if (probability.num <= 0n || probability.num > probability.den) {
    throw new RangeError('minigameOdds: probability must be in (0, 1]');
  }
  const target = parseDecimal(rtp, RTP_MAX_SCALE);
  const hundredths = productHundredths([
    { num: target.num, den: 10n ** BigInt(target.scale) },
    { num: probability.den, den: probability.num },
  ]);
  return {
    odds: formatScaled(hundredths, 2),
    hundredths,
    rtp: reduceFraction({ num: hundredths * probability.num, den: 100n * probability.den }),
  };
}
