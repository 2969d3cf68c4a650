import { formatScaled, parseDecimal, toScaled, tryParseDecimal } from '../odds/decimal';
import { RTP_MAX_SCALE } from './minigameOdds';

/** An RTP in percent has two decimals fewer than the decimal form (RTP_MAX_SCALE). */
const PERCENT_SCALE = RTP_MAX_SCALE - 2;

const trimZeros = (text: string) => (text.includes('.') ? text.replace(/\.?0+$/, '') : text);

/**
 * An RTP decimal as staff read it, in percent without trailing zeros.
 * @example rtpPercent('0.965') // '96.5'
 */
export const rtpPercent = (rtp: string): string =>
  trimZeros(formatScaled(toScaled(parseDecimal(rtp, RTP_MAX_SCALE), RTP_MAX_SCALE), PERCENT_SCALE));

/**
 * A percent as staff type it ('96.5') as the RTP decimal the API takes ('0.965'); undefined when it is not a
 * plain number from 0 to 100 with at most 2 decimals.
 * @example rtpFromPercent('97') // '0.97'
 */
export function rtpFromPercent(percent: string): string | undefined {
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(percent)) return undefined;
  const parsed = tryParseDecimal(percent, PERCENT_SCALE);
  if (!parsed) return undefined;
  const units = toScaled(parsed, PERCENT_SCALE);
  if (units > 100n * 10n ** BigInt(PERCENT_SCALE)) return undefined;
  return trimZeros(formatScaled(units, RTP_MAX_SCALE));
}
