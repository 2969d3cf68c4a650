import type { DrawStream } from '../fairness/createDrawStream';
import { randomInt } from '../fairness/randomInt';
import { weightedIndex } from '../fairness/weightedIndex';
import { BASKETBALL_OVERTIME, type BasketballResult } from './basketballModel';
import type { Side } from './soccerTimeline';

/** A basket: game second (0-2879 regulation, 2880-3179 overtime), side and points. */
export interface BasketballScore {
  readonly second: number;
  readonly side: Side;
  readonly points: number;
}

const REGULATION = 48 * 60;
const OVERTIME = 5 * 60;
/** Chances of a 2, a 3 and a free throw for each basket, out of 10. */
const BASKET_WEIGHTS = [6, 3, 1];

function baskets(
  stream: DrawStream,
  side: Side,
  points: number,
  first: number,
  span: number,
): BasketballScore[] {
  const scores: BasketballScore[] = [];
  let left = points;
  while (left > 0) {
    const value = left <= 3 ? left : ([2, 3, 1][weightedIndex(stream, BASKET_WEIGHTS)] as number);
    scores.push({ second: first + randomInt(stream, span), side, points: value });
    left -= value;
  }
  return scores;
}

/**
 * Every basket of the match, drawn after the round's results: each side's regulation points split into 2s,
 * 3s and free throws at random seconds, and the overtime points (if any) in the five minutes after.
 * @example basketballTimeline(stream, result).reduce((s, b) => s + b.points, 0) === result.home + result.away
 */
export function basketballTimeline(stream: DrawStream, result: BasketballResult): BasketballScore[] {
  const { winnerPoints, loserPoints } = BASKETBALL_OVERTIME;
  const homeWonOvertime = result.home > result.away;
  const extra = (side: Side) =>
    !result.overtime ? 0 : (side === 'home') === homeWonOvertime ? winnerPoints : loserPoints;
  const scores = [
    ...baskets(stream, 'home', result.home - extra('home'), 0, REGULATION),
    ...baskets(stream, 'away', result.away - extra('away'), 0, REGULATION),
    ...baskets(stream, 'home', extra('home'), REGULATION, OVERTIME),
    ...baskets(stream, 'away', extra('away'), REGULATION, OVERTIME),
  ];
  return scores.sort((a, b) => a.second - b.second);
}
