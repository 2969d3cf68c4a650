import { DIALOG_WIDTH } from '@kbet/sdk';
import { Dialog } from '@/components/ui/Dialog';
import styles from './BetHistoryDialog.module.css';
import { BetHistoryTabs } from './BetHistoryTabs';

/**
 * The bet-history popup (spec §2): at most 1150 px wide, titled 베팅내역, with the sport, live, minigame, bet365 and
 * casino tabs, refresh and 전체삭제; Esc or a click outside closes it.
 * @example openDialog('betHistory')
 */
export function BetHistoryDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog
      open
      onClose={onClose}
      title="베팅내역"
      width={DIALOG_WIDTH.betHistoryMax}
      closeOnOutsideClick
      className={styles.dialog}
    >
      <div className={styles.body}>
        <BetHistoryTabs popup />
      </div>
    </Dialog>
  );
}
