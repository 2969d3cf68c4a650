import { type Exclusion, exclusionMessage } from '@kbet/sdk';
import { DateTime } from '@/components/ui/DateTime';
import { Icon } from '@/components/ui/Icon';
import styles from './ExclusionBlock.module.css';

/**
 * Why an action is closed during a time-out or self-exclusion, and until when (compliance §4); shown beside
 * the disabled control, which names it through aria-describedby.
 * @example <ExclusionBlock id={noteId} exclusion={exclusion} />
 */
export function ExclusionBlock({ id, exclusion }: { readonly id: string; readonly exclusion: Exclusion }) {
  return (
    <p id={id} className={styles.block} role="note">
      <Icon name="shield" size={16} className={styles.icon} />
      <span>
        {exclusionMessage(exclusion)} 종료 예정: <DateTime value={exclusion.until} /> (KST)
      </span>
    </p>
  );
}
