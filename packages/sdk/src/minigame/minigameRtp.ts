import { KbetError } from '../errors/kbetError';
import { parseDecimal } from '../odds/decimal';
import type { Fraction } from '../odds/legFactor';
import { RTP_MAX_SCALE } from './minigameOdds';

/**
 * Return-to-player policy (compliance §9): the operator sets an RTP per market up to its cap. Long shots (a chance
 * below 1 in 10) get a lower default and cap, as a single lucky round costs more there.
 */
export const MINIGAME_RTP = {
  default: '0.95',
  cap: '0.97',
  longShotDefault: '0.93',
  longShotCap: '0.95',
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
    super('RTP_ABOVE_CAP', `환수율은 ${cap} 이하로 설정해 주세요.`);
  }
}

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
  const pattern = /^0\.\d{1,4}$|^1(\.0{1,4})?$/;
  if (typeof rtp !== 'string' || !pattern.test(rtp)) return false;
  const a = parseDecimal(rtp, RTP_MAX_SCALE);
  const b = parseDecimal(cap, RTP_MAX_SCALE);
  return a.num * 10n ** BigInt(b.scale) <= b.num * 10n ** BigInt(a.scale);
}
