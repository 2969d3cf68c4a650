import { useSession, useWallet } from '@kbet/react';
import { Badge } from '@/components/ui/Badge';
import { Drawer } from '@/components/ui/Drawer';
import { Money } from '@/components/ui/Money';
import { StatList } from '@/components/ui/StatList';
import { TileGrid, tileClass } from '@/components/ui/Tiles';
import { MOBILE_MENU_ITEMS, TOP_BAR_ITEMS } from '@/config/nav';
import { LogoutLink } from '@/features/account/components/LogoutLink';
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
    <Drawer
      open={open}
      onClose={onClose}
      label="내 메뉴"
      side="right"
      header={
        <div className={styles.who}>
          <LevelBadge role={user.role} />
          <strong className={styles.nickname}>{user.nickname}</strong>
        </div>
      }
    >
      <StatList
        label="보유 금액"
        items={[
          { label: '보유머니', value: <Money amount={wallet.emoney} />, highlight: true },
          { label: '포인트', value: <Money amount={wallet.point} unit="P" /> },
          { label: '콤프', value: <Money amount={wallet.comp} unit="C" /> },
        ]}
      />
      {message && isAvailable(message) && (
        <NavEntry
          item={message}
          className={styles.message}
          onSelect={onClose}
          extra={
            <Badge
              tone={unreadCount > 0 ? 'danger' : 'neutral'}
              solid={unreadCount > 0}
              className={styles.unread}
            >
              {unreadCount}
              <span className="visually-hidden">개 읽지 않음</span>
            </Badge>
          }
        />
      )}
      {items.length > 0 && (
        <TileGrid columns={3}>
          {items.map((item) => (
            <li key={item.key}>
              <NavEntry item={item} className={tileClass} iconSize={20} onSelect={onClose} />
            </li>
          ))}
        </TileGrid>
      )}
      <LogoutLink user={user} block onClick={onClose} />
    </Drawer>
  );
}
