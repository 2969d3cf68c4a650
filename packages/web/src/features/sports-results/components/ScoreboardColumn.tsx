import type { FixtureSummary } from '@kbet/sdk';
import { useState } from 'react';
import { ScoreboardCard } from './ScoreboardCard';
import styles from './ScoreboardPage.module.css';

/** How many fixtures a column shows before its "more" button. */
const FOLDED = 6;

export interface ScoreboardColumnProps {
  readonly title: string;
  /** The sport the column belongs to: it names the column apart from the other sports' (e.g. 축구 진행중). */
  readonly sport: string;
  readonly tone: 'live' | 'upcoming' | 'finished';
  readonly fixtures: readonly FixtureSummary[];
  readonly empty: string;
}

/**
 * One section of a sport on the scoreboard (in play, upcoming, recently finished), folded to 6 fixtures.
 * @example <ScoreboardColumn title="진행중" sport="축구" tone="live" fixtures={sport.live} empty="진행중인 경기가 없습니다." />
 */
export function ScoreboardColumn({ title, sport, tone, fixtures, empty }: ScoreboardColumnProps) {
  const [open, setOpen] = useState(false);
  const shown = open ? fixtures : fixtures.slice(0, FOLDED);
  return (
    <section
      className={styles.column}
      data-tone={tone}
      aria-label={`${sport} ${title} ${fixtures.length}경기`}
    >
      <h3 className={styles.columnTitle}>
        {title}
        <span className={styles.count}>{fixtures.length}</span>
      </h3>
      {fixtures.length === 0 ? (
        <p className={styles.none}>{empty}</p>
      ) : (
        <div className={styles.cards}>
          {shown.map((fixture) => (
            <ScoreboardCard key={fixture.fixtureId} fixture={fixture} />
          ))}
        </div>
      )}
      {fixtures.length > FOLDED && (
        <button type="button" className={styles.more} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? '접기' : `${fixtures.length - FOLDED}경기 더보기`}
        </button>
      )}
    </section>
  );
}
