import { type KenoOutcome, MINIGAME_FAMILIES } from '@kbet/sdk';
import { Balls } from './Balls';
import styles from './MinigameDraw.module.css';

/**
 * The keno family's draw: the 22 numbers in draw order and their sum.
 * @example <KenoDraw outcome={outcome} />
 */
export function KenoDraw({ outcome }: { readonly outcome: KenoOutcome }) {
  return (
    <div className={styles.stage}>
      <Balls numbers={outcome.numbers} label="당첨번호" />
      <p className={styles.caption}>합계 {MINIGAME_FAMILIES.keno.result(outcome).sum}</p>
    </div>
  );
}
