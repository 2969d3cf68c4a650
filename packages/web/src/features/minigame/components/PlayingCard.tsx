import { type Card, isRedCard } from '@kbet/sdk';
import type { CSSProperties } from 'react';
import styles from './MinigameDraw.module.css';

const SUIT = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;
const SUIT_KO = { spades: '스페이드', hearts: '하트', diamonds: '다이아몬드', clubs: '클로버' } as const;
const RANK = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;

/**
 * A card as it reads: 'A', '10', 'K'.
 * @example rankLabel(12) // 'Q'
 */
export const rankLabel = (rank: number): string => RANK[rank] ?? String(rank);

/**
 * A dealt card, flipped face up in deal order (CSS; shown face up at once under reduced motion).
 * @example <PlayingCard card={{ rank: 1, suit: 'spades' }} dealIndex={0} />
 */
export function PlayingCard({ card, dealIndex = 0 }: { readonly card: Card; readonly dealIndex?: number }) {
  return (
    <span
      className={`${styles.card} ${isRedCard(card) ? styles.red : ''}`}
      style={{ '--deal-index': dealIndex } as CSSProperties}
      role="img"
      aria-label={`${SUIT_KO[card.suit]} ${rankLabel(card.rank)}`}
    >
      <span aria-hidden="true">{rankLabel(card.rank)}</span>
      <span aria-hidden="true">{SUIT[card.suit]}</span>
    </span>
  );
}
