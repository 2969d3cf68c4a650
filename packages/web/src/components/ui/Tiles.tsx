import type { ReactNode } from 'react';
import styles from './Tiles.module.css';

/** The class of an icon-over-label shortcut tile, for the links and buttons a TileGrid holds. */
export const tileClass = styles.tile ?? '';

export interface TileGridProps {
  /** Names the list for screen readers when the surrounding nav does not. */
  readonly label?: string;
  /** A fixed number of columns (5 drops to 3 at 767 px or less); as many 84 px tiles as fit otherwise. */
  readonly columns?: 3 | 5;
  /** One <li> per tile. */
  readonly children: ReactNode;
}

/**
 * A grid of shortcut tiles (my page, user info, the mobile menus).
 * @example <TileGrid columns={3}><li><Link to="/deposit" className={tileClass}><Icon name="deposit" />입금</Link></li></TileGrid>
 */
export function TileGrid({ label, columns, children }: TileGridProps) {
  const classes = [styles.grid, columns === 3 && styles.three, columns === 5 && styles.five];
  return (
    <ul className={classes.filter(Boolean).join(' ')} aria-label={label}>
      {children}
    </ul>
  );
}

/**
 * An unread count on a tile's corner, read out as "N개 읽지 않음"; nothing when 0.
 * @example <TileCount count={unreadCount} />
 */
export function TileCount({ count }: { readonly count: number }) {
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      {count}
      <span className="visually-hidden">개 읽지 않음</span>
    </span>
  );
}
