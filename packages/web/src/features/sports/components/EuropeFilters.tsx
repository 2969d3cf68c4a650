import { useNavigate, useSearchParams } from 'react-router';
import { SportTabs } from '@/components/SportTabs';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/lib/Link';
import type { EuropeQuery } from '../utils/europeQuery';
import styles from './EuropeFilters.module.css';

/** Hours of the `time` filter (spec §2): fixtures starting within them. */
const HOURS = [3, 6, 12, 24, 48] as const;
/** Query keys that pick a sport, league or location: a new sport drops them all. */
const PLACE_KEYS = ['sport_id', 'league', 'location_id'];

/** /europe with some query keys changed (undefined removes one); the page and per-sport flags go with a sport change. */
function useEuropeHref() {
  const [params] = useSearchParams();
  return (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    if ('sport_id' in changes) {
      for (const key of [...next.keys()]) if (next.get(key) === '1' && /^[A-Z]/.test(key)) next.delete(key);
      for (const key of PLACE_KEYS) next.delete(key);
    }
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    const text = next.toString();
    return text ? `/europe?${text}` : '/europe';
  };
}

export interface EuropeFiltersProps {
  readonly query: EuropeQuery;
  /** The name of the filtered league, once a fixture shows it. */
  readonly leagueName?: string | undefined;
  /** The name of the filtered location, once a fixture shows it. */
  readonly locationName?: string | undefined;
}

/**
 * The /europe filters (spec §2): European or Korean view, the sport (with its count), the start-time window
 * and the active league, location and search filters, each a link so the page is shareable.
 * @example <EuropeFilters query={query} />
 */
export function EuropeFilters({ query, leagueName, locationName }: EuropeFiltersProps) {
  const href = useEuropeHref();
  const navigate = useNavigate();
  const active = [
    query.league !== undefined && { key: 'league', label: `리그: ${leagueName ?? query.league}` },
    query.locationId !== undefined && {
      key: 'location_id',
      label: `지역: ${locationName ?? query.locationId}`,
    },
    query.search !== undefined && { key: 'search', label: `검색: ${query.search}` },
  ].filter((chip): chip is { key: string; label: string } => Boolean(chip));

  return (
    <div className={styles.filters}>
      <div className={styles.top}>
        <nav className={styles.views} aria-label="배팅 방식">
          {(['EU', 'KR'] as const).map((view) => (
            <Link
              key={view}
              to={href({ game_type: view === 'EU' ? undefined : 'KR' })}
              className={styles.view}
              aria-current={query.gameType === view ? 'page' : undefined}
            >
              {view === 'EU' ? '유럽형' : '한국형'}
            </Link>
          ))}
        </nav>
        <label className={styles.time}>
          <Icon name="clock" size={16} />
          <span className="visually-hidden">경기 시작 시간</span>
          <select
            value={query.time ?? ''}
            onChange={(event) => navigate(href({ time: event.target.value || undefined }))}
          >
            <option value="">전체 시간</option>
            {HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {hours}시간 이내
              </option>
            ))}
          </select>
          <Icon name="chevronDown" size={14} />
        </label>
      </div>
      <SportTabs
        selected={query.sportId}
        counts
        href={(sport) =>
          href(
            sport
              ? { sport_id: String(sport.sport_id), [sport.name.replace(/\s+/g, '')]: '1' }
              : { sport_id: undefined },
          )
        }
      />
      {active.length > 0 && (
        <ul className={styles.active} aria-label="적용된 필터">
          {active.map((chip) => (
            <li key={chip.key}>
              <Link
                to={href({ [chip.key]: undefined })}
                className={styles.chip}
                aria-label={`${chip.label} 해제`}
              >
                {chip.label}
                <Icon name="close" size={12} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
