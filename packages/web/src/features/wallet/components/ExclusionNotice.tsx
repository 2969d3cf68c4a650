import { type Exclusion, ko } from '@kbet/sdk';
import { buttonClass } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Icon } from '@/components/ui/Icon';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import styles from './ExclusionNotice.module.css';

/**
 * What a deposit entry shows during a time-out or self-exclusion (compliance §4): deposits are closed until the
 * end, withdrawal stays open.
 * @example <ExclusionNotice exclusion={exclusion} />
 */
export function ExclusionNotice({ exclusion }: { readonly exclusion: Exclusion }) {
  return (
    <div className={styles.notice} role="note">
      <Icon name="shield" size={22} className={styles.icon} />
      <div className={styles.copy}>
        <strong>{exclusion.kind === 'timeout' ? ko.RG_TIMEOUT_ACTIVE : ko.RG_SELF_EXCLUDED}</strong>
        <p>
          종료 예정: <DateTime value={exclusion.until} /> (KST). 보유금액 출금은 계속 이용할 수 있습니다.
        </p>
      </div>
      <Link to={paths.withdraw.path} className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        출금하기
      </Link>
    </div>
  );
}
