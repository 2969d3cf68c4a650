import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import {
  CARD_CLASSES,
  type Card,
  type CardClass,
  cardAt,
  cardClass,
  cardClassKey,
  shoePositions,
} from '../cards';
import { defineFamily, type MarketSpec } from '../minigameFamily';

/** One card to the dragon, then one to the tiger. */
export interface DragonTigerOutcome {
  readonly family: 'dragonTiger';
  readonly dragon: Card;
  readonly tiger: Card;
}

export interface DragonTigerResult {
  readonly dragon: CardClass;
  readonly tiger: CardClass;
}

export const DRAGON_TIGER = { decks: 8 } as const;

const SHOE = shoePositions(DRAGON_TIGER.decks);
const PER_CLASS = 2n * BigInt(DRAGON_TIGER.decks);

const side = (key: 'dragon' | 'tiger', label: string, code: number): MarketSpec<DragonTigerResult>[] => [
  { id: `${key}-odd`, code, label: `${label} 홀`, wins: (r) => r[key].rank % 2 === 1 },
  { id: `${key}-even`, code: code + 1, label: `${label} 짝`, wins: (r) => r[key].rank % 2 === 0 },
  { id: `${key}-red`, code: code + 2, label: `${label} 레드`, wins: (r) => r[key].red },
  { id: `${key}-black`, code: code + 3, label: `${label} 블랙`, wins: (r) => !r[key].red },
];

const markets: MarketSpec<DragonTigerResult>[] = [
  { id: 'dragon', code: 101, label: '드래곤', wins: (r) => r.dragon.rank > r.tiger.rank },
  { id: 'tiger', code: 102, label: '타이거', wins: (r) => r.tiger.rank > r.dragon.rank },
  { id: 'tie', code: 103, label: '타이', wins: (r) => r.tiger.rank === r.dragon.rank },
  ...side('dragon', '드래곤', 104),
  ...side('tiger', '타이거', 108),
];

/**
 * Dragon-tiger (드래곤타이거): two cards from a freshly shuffled 8-deck shoe, the higher rank wins (A low, K high);
 * equal ranks are a tie, on which dragon and tiger bets lose.
 */
export const dragonTigerFamily = defineFamily<DragonTigerOutcome, DragonTigerResult>({
  id: 'dragonTiger',
  name: '드래곤타이거',
  draw: (stream) => {
    const [dragon, tiger] = drawWithoutReplacement(stream, SHOE, 2).map(cardAt) as [Card, Card];
    return { family: 'dragonTiger', dragon, tiger };
  },
  result: (o) => ({ dragon: cardClass(o.dragon), tiger: cardClass(o.tiger) }),
  key: (r) => `${cardClassKey(r.dragon)}:${cardClassKey(r.tiger)}`,
  space: () => ({
    total: BigInt(SHOE.length * (SHOE.length - 1)),
    cells: CARD_CLASSES.flatMap((dragon) =>
      CARD_CLASSES.map(
        (tiger) => [{ dragon, tiger }, PER_CLASS * (dragon === tiger ? PER_CLASS - 1n : PER_CLASS)] as const,
      ),
    ),
  }),
  markets,
});
