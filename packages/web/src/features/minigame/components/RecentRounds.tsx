import type { MinigameOutcome } from '@kbet/sdk';
import { patternMark } from '../utils/patternMark';
import styles from './RecentRounds.module.css';

export interface RecentRound {
  /** The round's id: round numbers start again each Korean day, so they can repeat in the strip. */
  readonly id: number;
  readonly round: number;
  readonly outcome: MinigameOutcome;
}

/**
 * The last rounds as a strip, newest first: each round's number and the mark it left (홀/짝, 플/뱅 …).
 * @example <RecentRounds rounds={[{ id: 9, round: 128, outcome }]} />
 */
export function RecentRounds({ rounds }: { readonly rounds: readonly RecentRound[] }) {
  return (
    <ol className={styles.strip} aria-label="최근 회차">
      {rounds.map(({ id, round, outcome }) => (
        <li key={id} className={styles.item}>
          <span className={styles.round}>{round}회</span>
          <span className={styles.mark}>{patternMark(outcome)}</span>
        </li>
      ))}
    </ol>
  );
}
