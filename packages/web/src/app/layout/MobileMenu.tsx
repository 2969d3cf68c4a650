import { useSession, useWallet } from '@kbet/react';
import { showLogoutButton } from '@kbet/sdk';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/Button';
import { Drawer } from '@/components/ui/Drawer';
import { Icon } from '@/components/ui/Icon';
import { IconButton } from '@/components/ui/IconButton';
import { Money } from '@/components/ui/Money';
import { MOBILE_MENU_ITEMS, TOP_BAR_ITEMS } from '@/config/nav';
import { paths } from '@/config/paths';
import { LevelBadge } from './AccountArea';
import styles from './MobileMenu.module.css';
import { NavEntry } from './NavEntry';
import { isAvailable } from './navAvailability';

/**
 * The mobile right-side menu of a logged-in member (spec §2): level, nickname, unread count, balances, logout
 * and the shortcuts of the features kbet has.
 */
export function MobileMenu({ open, onClose }: { readonly open: boolean; readonly onClose: () => void }) {
  const { user, unreadCount } = useSession();
  const wallet = useWallet();
  const message = TOP_BAR_ITEMS.find((item) => item.key === 'message');
  const items = MOBILE_MENU_ITEMS.filter(isAvailable);
  if (!user || !wallet) return null;
  return (
    <Drawer open={open} onClose={onClose} label="내 메뉴" side="right">
      <div className={styles.head}>
        <div className={styles.who}>
          <LevelBadge role={user.role} />
          <strong className={styles.nickname}>{user.nickname}</strong>
        </div>
        <IconButton icon="close" label="메뉴 닫기" onClick={onClose} />
      </div>
      <div className={styles.body}>
        <dl className={styles.balances}>
          <div>
            <dt>보유머니</dt>
            <dd className={styles.cash}>
              <Money amount={wallet.emoney} />
            </dd>
          </div>
          <div>
            <dt>포인트</dt>
            <dd>
              <Money amount={wallet.point} unit="P" />
            </dd>
          </div>
          <div>
            <dt>콤프</dt>
            <dd>
              <Money amount={wallet.comp} unit="C" />
            </dd>
          </div>
        </dl>
        {message && isAvailable(message) && (
          <NavEntry
            item={message}
            className={styles.message}
            onSelect={onClose}
            extra={<span className={styles.unread}>{unreadCount}</span>}
          />
        )}
        {items.length > 0 && (
          <ul className={styles.grid}>
            {items.map((item) => (
              <li key={item.key}>
                <NavEntry item={item} className={styles.tile} iconSize={20} onSelect={onClose} />
              </li>
            ))}
          </ul>
        )}
        {showLogoutButton(user) && (
          <Link
            to={paths.logout.path}
            className={buttonClass({ variant: 'secondary', block: true })}
            onClick={onClose}
          >
            <Icon name="logout" size={16} />
            로그아웃
          </Link>
        )}
      </div>
    </Drawer>
  );
}
