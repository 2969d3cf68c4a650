import type { FixtureSummary } from '@kbet/sdk';
import type { ReactNode } from 'react';
import { Icon } from '@/components/ui/Icon';
import { sportIcon } from '@/lib/sportIcon';
import styles from './LeagueGroup.module.css';

export interface LeagueGroupProps {
  /** The group's first fixture, which names the sport, location and league. */
  readonly first: FixtureSummary;
  /** The group's accessible name, distinct on its page (see leagueGroupLabels). */
  readonly label: string;
  readonly count: number;
  /** Column captions over the European view's prices. */
  readonly columns?: boolean;
  readonly children: ReactNode;
}

/**
 * The fixtures of one league under a header with the sport, location and league names.
 * @example <LeagueGroup first={fixtures[0]} label="축구 잉글랜드 프리미어리그" count={fixtures.length} columns>…</LeagueGroup>
 */
export function LeagueGroup({ first, label, count, columns = false, children }: LeagueGroupProps) {
  const league = first.leagueNameKorean || first.leagueName;
  const location = first.locationNameKorean || first.locationName;
  return (
    <section className={styles.group} aria-label={label}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Icon name={sportIcon(first.sportId)} size={16} className={styles.icon} />
          <span className={styles.location}>{location}</span>
          <Icon name="chevronRight" size={12} className={styles.separator} />
          <span className={styles.league}>{league}</span>
          <span className={styles.count}>{count}</span>
        </h2>
        {columns && (
          <div className={styles.columns} aria-hidden="true">
            <span className={styles.winner}>
              <span>승</span>
              <span>무</span>
              <span>패</span>
            </span>
            <span>핸디캡</span>
            <span>언더/오버</span>
            <span />
          </div>
        )}
      </header>
      {children}
    </section>
  );
}
