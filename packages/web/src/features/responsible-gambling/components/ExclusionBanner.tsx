import { useUser } from '@kbet/react';
import { ko } from '@kbet/sdk/i18n';
import { activeExclusion } from '@kbet/sdk/wallet';
import { DateTime } from '@/components/ui/DateTime';
import { Icon } from '@/components/ui/Icon';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import styles from './ResponsibleGambling.module.css';

/**
 * The site-wide notice while the member's time-out or self-exclusion runs (compliance §4): betting, deposits and
 * promotions are closed until the end; withdrawal stays open.
 * @example <ExclusionBanner />
 */
export function ExclusionBanner() {
  const user = useUser();
  const exclusion = activeExclusion(user, Date.now());
  if (!exclusion) return null;
  return (
    <div className={styles.banner} role="status">
      <Icon name="shield" size={18} />
      <p>
        <strong>{exclusion.kind === 'timeout' ? ko.RG_TIMEOUT_ACTIVE : ko.RG_SELF_EXCLUDED}</strong>{' '}
        <span>
          종료 예정 <DateTime value={exclusion.until} /> · 보유금액 출금은 가능합니다.
        </span>
      </p>
      <Link to={paths.withdraw.path} className={styles.bannerLink}>
        출금하기
      </Link>
    </div>
  );
}
