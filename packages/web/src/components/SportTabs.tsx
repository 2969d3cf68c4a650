import { useSports } from '@kbet/react';
import { type SportListItem, sportDisplayName } from '@kbet/sdk';
import { useEffect, useRef } from 'react';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/lib/Link';
import { sportIcon } from '@/lib/sportIcon';
import styles from './SportTabs.module.css';

export interface SportTabsProps {
  /** The sport shown (undefined: every sport). */
  readonly selected: number | undefined;
  /** The address of the page for a sport (undefined: every sport). */
  readonly href: (sport: SportListItem | undefined) => string;
  /** Shows each sport's open pre-match count beside its name (the /europe menu). */
  readonly counts?: boolean;
  readonly label?: string;
}

/**
 * The sport menu of the sports pages, results and scoreboard: 전체 and each sport of the feed, as links so the
 * choice lives in the address.
 * @example <SportTabs selected={sportId} href={(sport) => (sport ? `/inplay?sport_id=${sport.sport_id}` : '/inplay')} />
 */
export function SportTabs({ selected, href, counts = false, label = '종목' }: SportTabsProps) {
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
          to={href(sport)}
          data-sport={sport.sport_id}
          className={styles.sport}
          aria-current={selected === sport.sport_id ? 'page' : undefined}
        >
          <Icon name={sportIcon(sport.sport_id)} size={16} />
          {sportDisplayName(sport)}
          {counts && sport.cnt !== undefined && <span className={styles.count}>{sport.cnt}</span>}
        </Link>
      ))}
    </nav>
  );
}
