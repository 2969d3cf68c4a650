import { useSports } from '@kbet/react';
import { sportNameKorean } from '@kbet/sdk';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/Icon';
import { sportIcon } from '@/lib/sportIcon';
import styles from './SportTabs.module.css';

export interface SportTabsProps {
  readonly selected: number | undefined;
  /** The address of the page for a sport (undefined: every sport). */
  readonly href: (sportId: number | undefined) => string;
  readonly label?: string;
}

/**
 * The sport filter of the results and the scoreboard: 전체 and each sport of the feed, as links so the
 * choice lives in the address.
 * @example <SportTabs selected={sportId} href={(id) => `/sportsboard${id ? `?sport_id=${id}` : ''}`} />
 */
export function SportTabs({ selected, href, label = '종목' }: SportTabsProps) {
  const sports = useSports();
  const strip = useRef<HTMLElement>(null);
  const loaded = sports.data !== undefined;
  // On a phone the strip scrolls sideways: bring the chosen sport into view without moving the page.
  useEffect(() => {
    const nav = strip.current;
    const current = nav?.querySelector<HTMLElement>(`[data-sport="${selected ?? 'all'}"]`);
    if (!nav || !current || !loaded) return;
    nav.scrollLeft = current.offsetLeft - (nav.clientWidth - current.offsetWidth) / 2;
  }, [selected, loaded]);
  return (
    <nav ref={strip} className={styles.sports} aria-label={label}>
      <Link
        to={href(undefined)}
        data-sport="all"
        className={styles.sport}
        aria-current={selected === undefined ? 'page' : undefined}
      >
        <Icon name="grid" size={16} />
        전체
      </Link>
      {(sports.data ?? []).map((sport) => (
        <Link
          key={sport.sport_id}
          to={href(sport.sport_id)}
          data-sport={sport.sport_id}
          className={styles.sport}
          aria-current={selected === sport.sport_id ? 'page' : undefined}
        >
          <Icon name={sportIcon(sport.sport_id)} size={16} />
          {sport.name_korean || sportNameKorean(sport.sport_id) || sport.name}
        </Link>
      ))}
    </nav>
  );
}
