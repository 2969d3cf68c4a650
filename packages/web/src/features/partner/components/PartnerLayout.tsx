import { type DownlineArea, useUser } from '@kbet/react';
import { TABLET_MAX_WIDTH } from '@kbet/sdk';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { Drawer } from '@/components/ui/Drawer';
import { IconButton } from '@/components/ui/IconButton';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { NavLink } from '@/lib/NavLink';
import { useMediaQuery } from '@/lib/useMediaQuery';
import { AREA_MENU, AREA_TITLE } from '../utils/areaMenu';
import styles from './PartnerLayout.module.css';
import { PartnerTerms } from './PartnerTerms';

function AreaMenu({ area }: { readonly area: DownlineArea }) {
  const user = useUser();
  return (
    <nav aria-label={AREA_TITLE[area]} className={styles.menu}>
      <p className={styles.nickname}>{user?.nickname}</p>
      {area === 'partner' && <PartnerTerms />}
      <ul className={styles.links}>
        {AREA_MENU[area].map((entry) => (
          <li key={entry.href}>
            <NavLink
              to={entry.href}
              end
              className={({ isActive }) => (isActive ? styles.active : styles.link)}
            >
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <ul className={styles.links}>
        <li>
          <Link to={paths.home.path} className={styles.link}>
            사이트로 이동
          </Link>
        </li>
        <li>
          <Link to={paths.logout.path} className={styles.link}>
            로그아웃
          </Link>
        </li>
      </ul>
    </nav>
  );
}

/**
 * The partner and recommender areas' chrome (spec §2): a side menu with the nickname, the partner's contract and
 * rolling percentages, links to the site and logout; below tablet width a top bar whose button opens the menu
 * in a drawer. The recommender area forces the light theme while it is shown.
 */
export function PartnerLayout({ area }: { readonly area: DownlineArea }) {
  const narrow = useMediaQuery(`(max-width: ${TABLET_MAX_WIDTH}px)`);
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  // A page picked in the drawer closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs per navigation, by design.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (area !== 'recommender') return;
    const root = document.documentElement;
    const previous = root.dataset.theme;
    root.dataset.theme = 'light';
    return () => {
      if (previous === undefined) delete root.dataset.theme;
      else root.dataset.theme = previous;
    };
  }, [area]);
  return (
    <div className={styles.shell}>
      {narrow ? (
        <header className={styles.topBar}>
          <IconButton icon="menu" label="메뉴" onClick={() => setOpen(true)} />
          <span className={styles.title}>{AREA_TITLE[area]}</span>
        </header>
      ) : (
        <aside className={styles.side}>
          <p className={styles.title}>{AREA_TITLE[area]}</p>
          <AreaMenu area={area} />
        </aside>
      )}
      {narrow && (
        <Drawer open={open} onClose={() => setOpen(false)} label="메뉴" header={AREA_TITLE[area]}>
          <AreaMenu area={area} />
        </Drawer>
      )}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
