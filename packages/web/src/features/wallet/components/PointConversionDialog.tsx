import { Dialog } from '@/components/ui/Dialog';
import type { RewardKind } from './RewardPanel';
import styles from './RewardPanel.module.css';
import { RewardTabs } from './RewardTabs';

/**
 * The point and comp history / conversion dialog (spec §2), opened from the top bar's 포인트전환.
 * @example openDialog('pointConversion', { kind: 'comp' })
 */
export function PointConversionDialog({
  onClose,
  kind = 'point',
}: {
  readonly onClose: () => void;
  readonly kind?: RewardKind;
}) {
  return (
    <Dialog open onClose={onClose} title="포인트 · 콤프 전환" width={640}>
      <div className={styles.tabsStack}>
        <RewardTabs idPrefix="reward-dialog" initial={kind} />
      </div>
    </Dialog>
  );
}
