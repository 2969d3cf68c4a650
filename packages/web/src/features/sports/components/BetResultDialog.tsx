import { formatOdds, ko, pickLabel } from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import type { BetReceipt } from '../hooks/usePlaceBet';
import styles from './BetResultDialog.module.css';

export interface BetResultDialogProps {
  readonly receipt: BetReceipt;
  readonly onClose: () => void;
}

/**
 * The bet result dialog (spec §2): the placed slip's picks, total odds, stake and expected win, with the way to
 * the bet history.
 * @example openDialog('betResult', { receipt })
 */
export function BetResultDialog({ receipt, onClose }: BetResultDialogProps) {
  const history = isDialogAvailable('betHistory');
  return (
    <Dialog
      open
      onClose={onClose}
      closeOnOutsideClick
      width={440}
      title="베팅 완료"
      footer={
        <>
          {history && (
            <Button
              variant="ghost"
              onClick={() => {
                onClose();
                openDialog('betHistory');
              }}
            >
              베팅내역 보기
            </Button>
          )}
          <Button variant="primary" autoFocus onClick={onClose}>
            확인
          </Button>
        </>
      }
    >
      <p className={styles.lead}>
        <span className={styles.check}>
          <Icon name="check" size={18} />
        </span>
        {ko.BET_PLACED}
        <span className={styles.slipId}>No. {receipt.slipId}</span>
      </p>
      <ul className={styles.picks}>
        {receipt.selections.map((selection) => (
          <li key={String(selection.id)} className={styles.pick}>
            <span className={styles.pickText}>
              <span className={styles.match}>{selection.slipName}</span>
              <span>
                {selection.marketNameKorean ?? selection.marketName} · <strong>{pickLabel(selection)}</strong>
              </span>
            </span>
            <span className={styles.price}>{formatOdds(selection.betPrice, 2)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.figures}>
        <div>
          <dt>총 배당</dt>
          <dd className={styles.odds}>{receipt.totalOdds}</dd>
        </div>
        <div>
          <dt>베팅금액</dt>
          <dd>
            <Money amount={receipt.amount} />
          </dd>
        </div>
        <div>
          <dt>예상 당첨금</dt>
          <dd className={styles.win}>
            <Money amount={receipt.expectedWin} />
          </dd>
        </div>
      </dl>
    </Dialog>
  );
}
