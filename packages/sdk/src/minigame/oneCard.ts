import type { DrawStream } from '../fairness/createDrawStream';
import { drawWithoutReplacement } from '../fairness/drawWithoutReplacement';
import {
  CARD_CLASSES,
  type Card,
  type CardClass,
  cardAt,
  cardClass,
  cardClassKey,
  shoePositions,
} from './cards';
import type { FamilySpec } from './minigameFamily';

const DECK = shoePositions(1);

/** A round of one card from a freshly shuffled 52-card deck, as its family names it. */
export interface OneCardOutcome<F extends string> {
  readonly family: F;
  readonly card: Card;
}

/**
 * The draw, result and outcome space shared by the one-card games (high-low, odd-even): the first position of
 * a Fisher-Yates shuffle of one deck; markets read the card's rank and colour (26 classes of 2 cards).
 * @example oneCardGame('highLow').space().total // 52n
 */
export const oneCardGame = <F extends string>(
  family: F,
): Pick<FamilySpec<OneCardOutcome<F>, CardClass>, 'draw' | 'result' | 'key' | 'space'> => ({
  draw: (stream: DrawStream) => ({
    family,
    card: cardAt(drawWithoutReplacement(stream, DECK, 1)[0] as number),
  }),
  result: (o) => cardClass(o.card),
  key: cardClassKey,
  space: () => ({ total: 52n, cells: CARD_CLASSES.map((c) => [c, 2n] as const) }),
});
