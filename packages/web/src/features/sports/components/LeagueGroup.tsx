import type { FixtureSummary } from '@kbet/sdk';
import { memo } from 'react';
import { Icon } from '@/components/ui/Icon';
import { lazyPart } from '@/lib/lazyPart';
import { sportIcon } from '@/lib/sportIcon';
import type { SlipToggle } from '../hooks/useSlipToggle';
import { FixtureRow } from './FixtureRow';
import styles from './LeagueGroup.module.css';

// Only /europe?game_type=KR shows the Korean view: /europe, /inplay and the event folders load it when it is asked
// for. Its stylesheet stays in the list's chunk (vite.config.ts, the `shared-fixtures` group), which the server's
// HTML links, so its server-rendered rows paint styled before this chunk arrives.
const KoreanFixture = lazyPart(() => import('./KoreanFixture').then((m) => m.KoreanFixture));

export interface LeagueGroupProps {
  /** The league's fixtures in listing order; the first names the sport, location and league. */
  readonly fixtures: readonly FixtureSummary[];
  /** The group's accessible name, distinct on its page (see leagueGroupLabels). */
  readonly label: string;
  /** The Korean view lists one row per market line; the European view shows price columns under captions. */
  readonly view: 'european' | 'korean';
  readonly slip: SlipToggle;
}

/**
 * The fixtures of one league under a header with the sport, location and league names. Memoised on its
 * fixtures' objects, not their array: the listing groups its page again on every live push (a new array per
 * group), while a push patches one fixture and the others keep their objects, so only the patched fixture's
 * group renders again, and in it only that fixture's row.
 * @example <LeagueGroup fixtures={group.fixtures} label="축구 잉글랜드 프리미어리그" view="european" slip={slip} />
 */
export const LeagueGroup = memo(function LeagueGroup({ fixtures, label, view, slip }: LeagueGroupProps) {
  const first = fixtures[0] as FixtureSummary;
  const league = first.leagueNameKorean || first.leagueName;
  const location = first.locationNameKorean || first.locationName;
  const korean = view === 'korean';
  return (
    <section className={styles.group} aria-label={label}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <Icon name={sportIcon(first.sportId)} size={16} className={styles.icon} />
          <span className={styles.location}>{location}</span>
          <span className={styles.league}>{league}</span>
          <span className={styles.count}>{fixtures.length}</span>
        </h2>
        {!korean && (
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
      {fixtures.map((fixture) =>
        korean ? (
          <KoreanFixture key={fixture.fixtureId} fixture={fixture} slip={slip} />
        ) : (
          <FixtureRow key={fixture.fixtureId} fixture={fixture} slip={slip} />
        ),
      )}
    </section>
  );
}, sameGroup);

/** Whether a group shows the same fixture objects under the same name, view and slip. */
function sameGroup(before: LeagueGroupProps, after: LeagueGroupProps): boolean {
  return (
    before.label === after.label &&
    before.view === after.view &&
    before.slip === after.slip &&
    before.fixtures.length === after.fixtures.length &&
    before.fixtures.every((fixture, index) => fixture === after.fixtures[index])
  );
}
