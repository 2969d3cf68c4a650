import { ROULETTE_LOSING_VALUE, ROULETTE_PRIZES, type RouletteKind } from '../constants/roulette';

/** What a spin's answer means on its wheel. */
export interface RouletteOutcome {
  /** Points won: 0 for a losing spin (the server answers the wheel's losing value: normal 1, VIP 0). */
  readonly points: number;
  /** The wheel segment to stop on (an index of ROULETTE_PRIZES[kind]); -1 when the wheel has no such prize. */
  readonly segment: number;
  readonly won: boolean;
}

/**
 * Reads the answer of POST /card/choice for the wheel it was spun on (spec §9), so the wheel stops on the prize.
 * @example rouletteOutcome('normal', 1) // { points: 0, segment: 0, won: false }
 */
export function rouletteOutcome(kind: RouletteKind, result: number): RouletteOutcome {
  const points = result === ROULETTE_LOSING_VALUE[kind] ? 0 : result;
  return { points, segment: ROULETTE_PRIZES[kind].indexOf(points), won: points > 0 };
}
