import { MINIGAME_FAMILIES, type PowerballOutcome } from '@kbet/sdk';
import { Balls } from './Balls';
import styles from './MinigameDraw.module.css';

/**
 * The powerball family's draw: five normal balls, then the powerball, and the normal-ball sum.
 * @example <PowerballDraw outcome={outcome} />
 */
export function PowerballDraw({ outcome }: { readonly outcome: PowerballOutcome }) {
  const { normalSum } = MINIGAME_FAMILIES.powerball.result(outcome);
  return (
    <div className={styles.stage}>
      <Balls numbers={outcome.balls} label="일반볼" />
      <Balls numbers={[outcome.powerball]} label="파워볼" power startIndex={outcome.balls.length} />
      <p className={styles.caption}>일반볼 합 {normalSum}</p>
    </div>
  );
}
