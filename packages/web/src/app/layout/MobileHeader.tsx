import { useSession, useUnreadCount, useWallet } from '@kbet/react';
import { useState } from 'react';
import { Logo } from '@/components/Logo';
import { Button } from '@/components/ui/Button';
import { IconButton } from '@/components/ui/IconButton';
import { Money } from '@/components/ui/Money';
import { paths } from '@/config/paths';
import { openDialog } from '@/lib/dialogs';
import { Link } from '@/lib/Link';
import { lazyPart } from '@/lib/lazyPart';
import styles from './MobileHeader.module.css';

// The two menus load when first opened: closed, they render nothing, so the first JavaScript need not carry them.
const MobileDrawer = lazyPart(() => import('./MobileDrawer').then((m) => m.MobileDrawer));
const MobileMenu = lazyPart(() => import('./MobileMenu').then((m) => m.MobileMenu));

/**
 * The mobile header (spec §2, 767 px or less): the drawer menu, the logo, the balance (compliance §4) and the
 * right-side menu.
 */
export function MobileHeader() {
  const { status } = useSession();
  const wallet = useWallet();
  const unread = useUnreadCount();
  const [drawer, setDrawer] = useState(false);
  const [menu, setMenu] = useState(false);
  return (
    <header className={styles.header}>
      <IconButton icon="menu" label="전체 메뉴" onClick={() => setDrawer(true)} />
      <Link to={paths.home.path} className={styles.logo}>
        <Logo />
      </Link>
      <div className={styles.end}>
        {wallet && (
          <span className={styles.balance}>
            <span className="visually-hidden">보유머니 </span>
            <Money amount={wallet.emoney} />
          </span>
        )}
        {status === 'guest' ? (
          <Button size="sm" variant="primary" onClick={() => openDialog('login')}>
            로그인
          </Button>
        ) : (
          <IconButton icon="user" label="내 메뉴" count={unread} onClick={() => setMenu(true)} />
        )}
      </div>
      {drawer && <MobileDrawer open onClose={() => setDrawer(false)} />}
      {menu && <MobileMenu open onClose={() => setMenu(false)} />}
    </header>
  );
}
