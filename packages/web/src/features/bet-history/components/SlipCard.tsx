import { type BetHistorySlip, historySlipSummary, winFlagLabel } from '@kbet/sdk';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { isJackpotCandidate, type SlipActions } from '../hooks/useSlipActions';
import styles from './SlipCard.module.css';
import { SlipLegs } from './SlipLegs';
import { WinFlagBadge } from './WinFlagBadge';

export interface SlipCardProps {
  readonly slip: BetHistorySlip;
  /** In-play slips (game type 2) add the score at betting time. */
  readonly inplay?: boolean;
  readonly actions: SlipActions;
}

/**
 * One slip of the sports bet history (spec §2): its legs (a table, or a card each on a phone; see SlipLegs)
 * and the summary row (bet date, expected odds, stake, expected win, status, and Cancel
 * for a waiting slip or Delete otherwise).
 * @example <SlipCard slip={slip} actions={actions} />
 */
export function SlipCard({ slip, inplay = false, actions }: SlipCardProps) {
  const head = slip[0];
  if (!head) return null;
  const summary = historySlipSummary(slip);
  const captionId = `slip-${head.id}`;
  return (
    <article className={styles.card} aria-labelledby={captionId}>
      <SlipLegs
        slip={slip}
        inplay={inplay}
        captionId={captionId}
        caption={`베팅 No.${head.id} (${slip.length}폴더)`}
      />
      <footer className={styles.summary}>
        <dl className={styles.figures}>
          <div>
            <dt>베팅일시</dt>
            <dd>
              <DateTime value={head.created_at} format="clock" />
            </dd>
          </div>
          <div>
            <dt>예상배당</dt>
            <dd className={styles.accent}>{summary.expectedOdds}</dd>
          </div>
          <div>
            <dt>베팅금액</dt>
            <dd>
              <Money amount={head.amount} />
            </dd>
          </div>
          <div>
            <dt>예상당첨금</dt>
            <dd className={styles.win}>
              <Money amount={summary.expectedWin} />
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <WinFlagBadge flag={head.status}>{head.status_name || winFlagLabel(head.status)}</WinFlagBadge>
          {isJackpotCandidate(slip) && (
            <Button
              size="sm"
              variant="accent"
              icon={<Icon name="trophySmall" size={14} />}
              onClick={() => void actions.registerJackpot(slip)}
            >
              잭팟등록
            </Button>
          )}
          {summary.action === 'cancel' ? (
            <Button size="sm" variant="danger" onClick={() => void actions.cancel(slip)}>
              취소
            </Button>
          ) : (
            <Button
              size="sm"
              variant="ghost"
              icon={<Icon name="close" size={14} />}
              onClick={() => void actions.remove(slip)}
            >
              삭제
            </Button>
          )}
        </div>
      </footer>
    </article>
  );
}
