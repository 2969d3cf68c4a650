import { useLeagues, useLocations, useSports } from '@kbet/react';
import { sportDisplayName, sportNameKorean } from '@kbet/sdk/constants';
import type { SportListItem } from '@kbet/sdk/schemas';
import { useId, useState } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Input } from '@/components/ui/Input';
import { LoadError } from '@/components/ui/LoadError';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { sportIcon } from '@/lib/sportIcon';
import { truncateName } from '../utils/truncateName';
import styles from './SportsTree.module.css';

const Count = ({ value }: { readonly value: number | undefined }) =>
  value === undefined ? null : (
    <span className={styles.count}>
      {value}
      <span className="visually-hidden">경기</span>
    </span>
  );

const koreanName = (item: { name_korean: string }, fallback: string) => item.name_korean || fallback;

function Leagues({
  sport,
  locationId,
  onNavigate,
}: {
  sport: SportListItem;
  locationId: number;
  onNavigate?: () => void;
}) {
  const leagues = useLeagues({ sportId: sport.sport_id, locationId });
  if (leagues.status === 'loading') return <p className={styles.state}>불러오는 중…</p>;
  if (!leagues.data?.length) return <p className={styles.state}>등록된 리그가 없습니다.</p>;
  return (
    <ul className={styles.children}>
      {leagues.data.map((league) => {
        const name = koreanName(league, league.league_name);
        return (
          <li key={league.league_id}>
            <Link
              className={styles.league}
              title={name}
              onClick={onNavigate}
              to={paths.europe.getHref({
                sportId: sport.sport_id,
                sportName: sport.name,
                locationId,
                league: league.league_id,
              })}
            >
              <span className={styles.name}>{truncateName(name)}</span>
              <Count value={league.cnt} />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

function Locations({ sport, onNavigate }: { sport: SportListItem; onNavigate?: () => void }) {
  const locations = useLocations(sport.sport_id);
  const [open, setOpen] = useState<number | null>(null);
  if (locations.status === 'loading') {
    return (
      <div className={styles.skeletons}>
        <Skeleton height={14} width="70%" />
        <Skeleton height={14} width="55%" />
      </div>
    );
  }
  if (!locations.data?.length) return <p className={styles.state}>진행 예정 경기가 없습니다.</p>;
  return (
    <ul className={styles.children}>
      {locations.data.map((location) => {
        const expanded = open === location.location_id;
        return (
          <li key={location.location_id}>
            <button
              type="button"
              className={`${styles.row} ${styles.location}`}
              aria-expanded={expanded}
              onClick={() => setOpen(expanded ? null : location.location_id)}
            >
              {location.image_path && (
                <img className={styles.flag} src={location.image_path} alt="" loading="lazy" />
              )}
              <span className={styles.name}>
                {truncateName(koreanName(location, location.location_name))}
              </span>
              <Count value={location.cnt} />
            </button>
            {expanded && <Leagues sport={sport} locationId={location.location_id} onNavigate={onNavigate} />}
          </li>
        );
      })}
    </ul>
  );
}

export interface SportsTreeProps {
  /** Called when a league link is followed (e.g. to close the mobile drawer). */
  readonly onNavigate?: () => void;
}

/**
 * The left sidebar's sports search and sport > location > league tree with fixture counts (spec §2), loaded
 * level by level from GET /sports-prematch/sports, location and league; names cut to 20 characters.
 * @example <SportsTree onNavigate={closeDrawer} />
 */
export function SportsTree({ onNavigate }: SportsTreeProps) {
  const sports = useSports();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const searchId = useId();
  const needle = query.trim().toLowerCase();
  const shown = (sports.data ?? []).filter((sport) => {
    if (!needle) return true;
    const names = [sport.name, sport.name_korean, sportNameKorean(sport.sport_id) ?? ''];
    return names.some((name) => name.toLowerCase().includes(needle));
  });

  return (
    <div className={styles.tree}>
      <div className={styles.search}>
        <label htmlFor={searchId} className="visually-hidden">
          종목 검색
        </label>
        <Input
          id={searchId}
          type="search"
          placeholder="종목 검색"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          prefix={<Icon name="search" size={16} />}
        />
      </div>
      {sports.status === 'loading' && (
        <div className={styles.skeletons}>
          {[0, 1, 2, 3, 4].map((n) => (
            <Skeleton key={n} height={28} />
          ))}
        </div>
      )}
      {sports.status === 'error' && !sports.data && (
        <LoadError compact title="종목을 불러오지 못했습니다." onRetry={() => void sports.refresh()} />
      )}
      {sports.status === 'success' && shown.length === 0 && (
        <p className={styles.state}>{needle ? '검색 결과가 없습니다.' : '진행 예정 경기가 없습니다.'}</p>
      )}
      <ul className={styles.list} aria-label="종목">
        {shown.map((sport) => {
          const expanded = open === sport.sport_id;
          return (
            <li key={sport.sport_id} className={styles.sport}>
              <button
                type="button"
                className={styles.row}
                aria-expanded={expanded}
                onClick={() => setOpen(expanded ? null : sport.sport_id)}
              >
                <span className={styles.sportIcon}>
                  <Icon name={sportIcon(sport.sport_id)} size={16} />
                </span>
                <span className={styles.name}>{sportDisplayName(sport)}</span>
                <Count value={'cnt' in sport ? (sport as { cnt?: number }).cnt : undefined} />
                <Icon name="chevronRight" size={16} className={styles.chevron} />
              </button>
              {expanded && <Locations sport={sport} onNavigate={onNavigate} />}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
