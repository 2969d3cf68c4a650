/** Suits in the documented card order: ♠ ♥ ♦ ♣. */
export const CARD_SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;

export type CardSuit = (typeof CARD_SUITS)[number];

/** A playing card: rank 1 (A) … 11 (J), 12 (Q), 13 (K). */
export interface Card {
  readonly rank: number;
  readonly suit: CardSuit;
}

export const CARDS_PER_DECK = 52;

/**
 * The card at a position of the unshuffled shoe. The documented order: deck 1 first; in a deck ♠ A…K,
 * then ♥ A…K, ♦ A…K, ♣ A…K. Fisher-Yates shuffles the positions 0 … 52 × decks − 1 in this order.
 * @example cardAt(53) // { rank: 2, suit: 'spades' } (deck 2)
 */
export function cardAt(position: number): Card {
  const inDeck = position % CARDS_PER_DECK;
  return { rank: (inDeck % 13) + 1, suit: CARD_SUITS[Math.floor(inDeck / 13)] as CardSuit };
}

/**
 * Positions 0 … 52 × decks − 1 of an unshuffled shoe, the candidates of a shuffle.
 * @example shoePositions(1).length // 52
 */
export const shoePositions = (decks: number): number[] =>
  Array.from({ length: CARDS_PER_DECK * decks }, (_, i) => i);

/**
 * Whether a card is red (♥ ♦).
 * @example isRedCard({ rank: 1, suit: 'hearts' }) // true
 */
export const isRedCard = (card: Card): boolean => card.suit === 'hearts' || card.suit === 'diamonds';

/** What card markets read: rank and colour (the suit matters to no market). */
export interface CardClass {
  readonly rank: number;
  readonly red: boolean;
}

/**
 * A card's rank and colour.
 * @example cardClass({ rank: 12, suit: 'diamonds' }) // { rank: 12, red: true }
 */
export const cardClass = (card: Card): CardClass => ({ rank: card.rank, red: isRedCard(card) });

/**
 * The 26 rank-and-colour classes; each holds 2 × decks cards of a shoe.
 * @example CARD_CLASSES.length // 26
 */
export const CARD_CLASSES: readonly CardClass[] = Array.from({ length: 26 }, (_, i) => ({
  rank: (i % 13) + 1,
  red: i >= 13,
}));

/**
 * A card class as a cell key.
 * @example cardClassKey({ rank: 1, red: true }) // '1r'
 */
export const cardClassKey = (c: CardClass): string => `${c.rank}${c.red ? 'r' : 'b'}`;
