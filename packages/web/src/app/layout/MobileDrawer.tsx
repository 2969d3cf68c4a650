import { Fragment } from 'react';
import { Logo } from '@/components/Logo';
import { Drawer } from '@/components/ui/Drawer';
import { TileGrid, tileClass } from '@/components/ui/Tiles';
import { HOLDEM_AFTER_TAB, MAIN_TABS, SITE_LINKS } from '@/config/nav';
import { paths } from '@/config/paths';
import { HoldemMenuItems } from '@/features/casino/components/HoldemMenuItems';
import { SearchBox } from '@/features/sports-nav/components/SearchBox';
import { SportsTree } from '@/features/sports-nav/components/SportsTree';
import { Link } from '@/lib/Link';
import styles from './MobileDrawer.module.css';
import { NavEntry } from './NavEntry';
import { isAvailable } from './navAvailability';

/**
 * The mobile drawer menu (spec §2, 352 px): search, the main tabs, the sports tree and the site links.
 */
export function MobileDrawer({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const tabs = MAIN_TABS.filter(isAvailable);
  const links = SITE_LINKS.filter(isAvailable);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      label="전체 메뉴"
      header={
        <Link to={paths.home.path} onClick={onClose}>
          <Logo />
        </Link>
      }
    >
      <SearchBox />
      <nav aria-label="주 메뉴">
        <TileGrid columns={3}>
          {tabs.map((item) => (
            <Fragment key={item.key}>
              <li>
                <NavEntry item={item} className={tileClass} iconSize={20} onSelect={onClose} />
              </li>
              {item.key === HOLDEM_AFTER_TAB && <HoldemMenuItems className={tileClass} />}
            </Fragment>
          ))}
        </TileGrid>
      </nav>
      <section aria-label="스포츠">
        <h2 className={styles.heading}>스포츠</h2>
        <SportsTree onNavigate={onClose} />
      </section>
      {links.length > 0 && (
        <nav aria-label="사이트 링크">
          <ul className={styles.links}>
            {links.map((item) => (
              <li key={item.key}>
                <NavEntry item={item} className={styles.link} iconSize={16} onSelect={onClose} />
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Drawer>
  );
}
