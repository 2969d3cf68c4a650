import { useRealityCheck } from '@kbet/react';
import { ko } from '@kbet/sdk/i18n';
import { formatSignedWon } from '@kbet/sdk/wallet';
import { useRef } from 'react';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon } from '@/components/ui/Icon';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import styles from './ResponsibleGambling.module.css';

/**
 * The reality-check reminder (compliance §4), mounted once in the layout: at the member's interval it shows how
 * long this session has run and its net result (SDK createRealityCheckStore via useRealityCheck) until the member
 * carries on, checks their history or logs out.
 * @example <RealityCheckReminder />
 */
export function RealityCheckReminder() {
  const { reminder, dismiss } = useRealityCheck();
  const carryOn = useRef<HTMLButtonElement>(null);
  if (!reminder) return null;
  return (
    <Dialog
      open
      onClose={dismiss}
      role="alertdialog"
      title="리얼리티 체크"
      width={440}
      initialFocus={carryOn}
      footer={
        <>
          <Link to={paths.logout.path} className={buttonClass({ variant: 'ghost' })} onClick={dismiss}>
            로그아웃
          </Link>
          <Link
            to={paths.transactions.path}
            className={buttonClass({ variant: 'secondary' })}
            onClick={dismiss}
          >
            거래내역 보기
          </Link>
          <button
            ref={carryOn}
            type="button"
            className={buttonClass({ variant: 'primary' })}
            onClick={dismiss}
          >
            계속 이용
          </button>
        </>
      }
    >
      <div className={styles.reminder}>
        <span className={styles.reminderIcon} aria-hidden="true">
          <Icon name="clock" size={26} />
        </span>
        <p className={styles.reminderText}>
          {ko.RG_REALITY_CHECK(reminder.elapsedMinutes, formatSignedWon(reminder.netResult))}
        </p>
        <p className={styles.muted}>잠시 쉬어가는 것도 좋은 선택입니다. 도박 문제 상담: 1336 (24시간)</p>
      </div>
    </Dialog>
  );
}
