import { useRolling } from '@kbet/react';
import { formatWon, type RollingRequirement, rollingConditionTerms } from '@kbet/sdk';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { DateTime } from '@/components/ui/DateTime';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './RollingProgress.module.css';

const STATUS: Readonly<Record<RollingRequirement['status'], { label: string; tone: BadgeTone }>> = {
  open: { label: '진행중', tone: 'info' },
  met: { label: '달성', tone: 'success' },
  waived: { label: '해제', tone: 'neutral' },
};

/** Whole percent reached, rounded down so a requirement never reads 100% before it is met. */
const percent = (r: RollingRequirement) =>
  r.required === 0 ? 100 : Math.floor((r.progress * 100) / r.required);

/**
 * Each deposit bonus's rolling requirement (issue 16): what turnover counts (products, folders, odds), how much
 * has counted of how much, and what is left; an open requirement holds withdrawals back.
 * @example <RollingProgress />
 */
export function RollingProgress() {
  const rolling = useRolling();
  if (rolling.status === 'error' && !rolling.data) {
    return <LoadError title="롤링 현황을 불러오지 못했습니다." onRetry={() => void rolling.refresh()} />;
  }
  if (!rolling.data) return <Skeleton height={120} radius={14} />;
  if (rolling.data.length === 0) {
    return (
      <EmptyState
        icon="gift"
        title="받은 충전 보너스가 없습니다."
        description="보너스를 선택해 충전하면 롤링 조건과 진행 상황이 이곳에 표시됩니다."
      />
    );
  }
  return (
    <ul className={styles.list} aria-label="보너스 롤링 현황">
      {rolling.data.map((requirement) => {
        const status = STATUS[requirement.status];
        const terms = rollingConditionTerms(requirement);
        return (
          <li key={requirement.id} className={styles.item}>
            <div className={styles.head}>
              <strong>{requirement.label}</strong>
              <Badge tone={status.tone}>{status.label}</Badge>
            </div>
            <p className={styles.terms}>인정 조건: {terms.length > 0 ? terms.join(' · ') : '모든 베팅'}</p>
            <progress
              className={styles.bar}
              max={requirement.required}
              value={requirement.progress}
              aria-label={`${requirement.label} 롤링 진행률`}
            />
            <p className={styles.figures}>
              <span>
                {formatWon(requirement.progress)} / {formatWon(requirement.required)}원 (
                {percent(requirement)}%)
              </span>
              {requirement.status === 'open' && (
                <span>남은 롤링 {formatWon(requirement.required - requirement.progress)}원</span>
              )}
            </p>
            <p className={styles.date}>
              <DateTime value={requirement.createdAt} /> 지급
            </p>
          </li>
        );
      })}
    </ul>
  );
}
