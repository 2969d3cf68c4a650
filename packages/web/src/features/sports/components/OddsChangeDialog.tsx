import {
  compareOdds,
  formatOdds,
  ko,
  type OddsChange,
  pickLabel,
  type SlipSelection,
  sameId,
} from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import styles from './OddsChangeDialog.module.css';

export interface OddsChangeDialogProps {
  readonly changes: readonly OddsChange[];
  /** The slip's selections, to name each changed pick. */
  readonly selections: readonly SlipSelection[];
  readonly onAccept: () => void;
  readonly onCancel: () => void;
}

/**
 * The odds-change confirm (spec §4): each moved pick with its old price struck through and its new price;
 * accepting re-sends the bet at the new prices, cancelling keeps the slip as it was.
 * @example <OddsChangeDialog changes={changes} selections={slip.selections} onAccept={accept} onCancel={dismiss} />
 */
export function OddsChangeDialog({ changes, selections, onAccept, onCancel }: OddsChangeDialogProps) {
  return (
    <Dialog
      open
      role="alertdialog"
      width={440}
      title="배당 변경"
      onClose={onCancel}
      footer={
        <>
          <Button variant="ghost" onClick={onCancel}>
            취소
          </Button>
          <Button variant="primary" autoFocus onClick={onAccept}>
            변경된 배당으로 베팅
          </Button>
        </>
      }
    >
      <p className={styles.message}>{ko.BET_ODDS_CHANGED_CONFIRM}</p>
      <ul className={styles.list}>
        {changes.map((change) => {
          const selection = selections.find((s) => sameId(s.id, change.oddsId));
          const direction = change.oldPrice === undefined ? 0 : compareOdds(change.newPrice, change.oldPrice);
          return (
            <li key={change.oddsId} className={styles.item}>
              <span className={styles.name}>
                {selection ? (
                  <>
                    <span className={styles.match}>{selection.slipName}</span>
                    <span>
                      {selection.marketNameKorean} · {pickLabel(selection)}
                    </span>
                  </>
                ) : (
                  change.oddsId
                )}
              </span>
              <span className={styles.prices}>
                {change.oldPrice !== undefined && (
                  <del className={styles.old}>
                    <span className="visually-hidden">이전 배당 </span>
                    {formatOdds(change.oldPrice, 2)}
                  </del>
                )}
                <Icon name="chevronRight" size={14} />
                <ins className={direction > 0 ? styles.up : direction < 0 ? styles.down : styles.same}>
                  <span className="visually-hidden">변경된 배당 </span>
                  {formatOdds(change.newPrice, 2)}
                </ins>
              </span>
            </li>
          );
        })}
      </ul>
    </Dialog>
  );
}
