import type { DrawStream } from '../../fairness/createDrawStream';
import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import { type Card, cardAt, shoePositions } from '../../minigame/cards';

/** One heads-up hand's cards. */
export interface HoldemDeal {
  /** Hole cards of seat 0 (the member) and seat 1 (the house's bot). */
  readonly hole: readonly [readonly [Card, Card], readonly [Card, Card]];
  /** Flop (3), turn, river, in the order they are turned. */
  readonly board: readonly [Card, Card, Card, Card, Card];
}

/**
 * Deals a heads-up hand from one round's stream (games-fairness.md): the first 9 cards of a Fisher-Yates
 * shuffle of one deck in the documented order are seat 0's two, seat 1's two, then the five board cards.
 * The whole hand is fixed before the first action, so the revealed seed proves it afterwards.
 * @example dealHoldemCards(createDrawStream({ seed, gameId: 'holdem', roundNo: 1, salt })).board.length // 5
 */
export function dealHoldemCards(stream: DrawStream): HoldemDeal {
  const [a, b, c, d, ...board] = drawWithoutReplacement(stream, shoePositions(1), 9).map(cardAt);
  const [f1, f2, f3, turn, river] = board;
  if (!a || !b || !c || !d || !f1 || !f2 || !f3 || !turn || !river)
    throw new RangeError('dealHoldemCards: the shuffle dealt fewer than 9 cards');
  return {
    hole: [
      [a, b],
      [c, d],
    ],
    board: [f1, f2, f3, turn, river],
  };
}
