import {
  type BaccaratOutcome,
  type Card,
  type DragonTigerOutcome,
  type HighLowOutcome,
  MINIGAME_FAMILIES,
  type OddEvenOutcome,
  type UpDownOutcome,
} from '@kbet/sdk';
import styles from './MinigameDraw.module.css';
import { PlayingCard } from './PlayingCard';

export type CardGameOutcome =
  | BaccaratOutcome
  | DragonTigerOutcome
  | HighLowOutcome
  | OddEvenOutcome
  | UpDownOutcome;

interface Hand {
  readonly name: string;
  readonly cards: readonly Card[];
  readonly note?: string;
}

/** The hands a card game deals, in deal order. */
function hands(outcome: CardGameOutcome): Hand[] {
  switch (outcome.family) {
    case 'baccarat': {
      const { player, banker } = MINIGAME_FAMILIES.baccarat.result(outcome);
      return [
        { name: '플레이어', cards: outcome.player, note: `${player}점` },
        { name: '뱅커', cards: outcome.banker, note: `${banker}점` },
      ];
    }
    case 'dragonTiger':
      return [
        { name: '드래곤', cards: [outcome.dragon] },
        { name: '타이거', cards: [outcome.tiger] },
      ];
    case 'upDown':
      return [
        { name: '기준 카드', cards: [outcome.base] },
        { name: '다음 카드', cards: [outcome.next] },
      ];
    case 'highLow':
    case 'oddEven':
      return [{ name: '카드', cards: [outcome.card] }];
  }
}

/**
 * The card games' draw (baccarat, dragon-tiger, high-low, up-down, odd-even): each hand's cards dealt in order.
 * @example <CardDraw outcome={outcome} />
 */
export function CardDraw({ outcome }: { readonly outcome: CardGameOutcome }) {
  let dealt = 0;
  return (
    <div className={`${styles.stage} ${styles.table}`}>
      {hands(outcome).map((hand) => (
        <section key={hand.name} className={styles.hand} aria-label={hand.name}>
          <h3 className={styles.handName}>{hand.name}</h3>
          <div className={styles.cards}>
            {hand.cards.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a card's place in the hand is its identity.
              <PlayingCard key={i} card={card} dealIndex={dealt++} />
            ))}
          </div>
          {hand.note && <p className={styles.caption}>{hand.note}</p>}
        </section>
      ))}
    </div>
  );
}
