import { KbetError } from '../errors/kbetError';
import { parseDecimal } from '../odds/decimal';
import type { Fraction } from '../odds/legFactor';
import { RTP_MAX_SCALE } from './minigameOdds';
import { rtpPercent } from './rtpPercent';

/**
 * Return-to-player policy (compliance §9): the operator sets an RTP per market up to its cap. Long shots (a chance
 * below 1 in 10) get a lower default and cap, as a single lucky round costs more there.
 */
export const MINIGAME_RTP = {
  default: '0.95',
  cap: '0.97',
  longShotDefault: '0.93',
  longShotCap: '0.95',
  /**
   * The lowest RTP staff may set: the likeliest market of the catalogue wins 67 % of the time, so even there the
   * odds stay above 1.01 (a bet that cannot win more than its stake is no bet).
   */
  floor: '0.80',
  /** A market is a long shot when its probability is below 1/10. */
  longShotBelow: { num: 1n, den: 10n },
} as const;

/** A market's default RTP and cap. */
export interface MinigameRtpPolicy {
  readonly rtp: string;
  readonly cap: string;
}

/**
 * The default RTP and the cap for a market of this probability.
 * @example minigameRtpPolicy({ num: 1n, den: 37n }) // { rtp: '0.93', cap: '0.95' }
 */
export function minigameRtpPolicy(probability: Fraction): MinigameRtpPolicy {
  const below = MINIGAME_RTP.longShotBelow;
  return probability.num * below.den < below.num * probability.den
    ? { rtp: MINIGAME_RTP.longShotDefault, cap: MINIGAME_RTP.longShotCap }
    : { rtp: MINIGAME_RTP.default, cap: MINIGAME_RTP.cap };
}

/** Thrown when an operator's RTP for a market is above the market's cap (or is not a decimal). */
export class RtpAboveCapError extends KbetError {
  override readonly name = 'RtpAboveCapError';

  constructor(
    readonly rtp: string,
    readonly cap: string,
  ) {
    super('RTP_ABOVE_CAP', rtpAboveCapMessage(cap));
  }
}

/** The refusal of an RTP above its cap, in percent as staff enter it. */
export const rtpAboveCapMessage = (cap: string): string =>
  `환수율은 ${rtpPercent(cap)}% 이하로 설정해 주세요.`;

/**
 * Type guard for {@link RtpAboveCapError}.
 * @example if (isRtpAboveCapError(e)) showCap(e.cap);
 */
export const isRtpAboveCapError = (error: unknown): error is RtpAboveCapError =>
  error instanceof RtpAboveCapError;

/**
 * Whether an RTP is within a cap, comparing exact decimals; a malformed RTP is not.
 * @example rtpWithinCap('0.96', '0.97') // true
 */
export function rtpWithinCap(rtp: string, cap: string): boolean {
  return isRtpDecimal(rtp) && compareRtp(rtp, cap) <= 0;
}

/**
 * Whether a value is an RTP as the SDK writes it: a decimal from 0 to 1 with at most 4 decimals.
 * @example isRtpDecimal('0.965') // true
 */
export const isRtpDecimal = (rtp: unknown): rtp is string =>
  typeof rtp === 'string' && /^0(\.\d{1,4})?$|^1(\.0{1,4})?$/.test(rtp);

/**
 * Compares two RTP decimals exactly: negative, zero or positive as `a` is below, equal to or above `b`.
 * @example compareRtp('0.95', '0.9500') // 0
 */
export function compareRtp(a: string, b: string): number {
  const x = parseDecimal(a, RTP_MAX_SCALE);
  const y = parseDecimal(b, RTP_MAX_SCALE);
  const left = x.num * 10n ** BigInt(y.scale);
  const right = y.num * 10n ** BigInt(x.scale);
  return left < right ? -1 : left > right ? 1 : 0;
}
