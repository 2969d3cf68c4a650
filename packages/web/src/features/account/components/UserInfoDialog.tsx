import { useSession } from '@kbet/react';
import { DIALOG_WIDTH } from '@kbet/sdk';
import { Dialog } from '@/components/ui/Dialog';
import { Icon, type IconName } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { StatList } from '@/components/ui/StatList';
import { TileCount, TileGrid, tileClass } from '@/components/ui/Tiles';
import { paths } from '@/config/paths';
import { Link } from '@/lib/Link';
import { isPageAvailable } from '@/lib/pages';
import { LogoutLink } from './LogoutLink';
import { MemberProfile } from './MemberProfile';
import { PasswordChangeForm } from './PasswordChangeForm';
import styles from './UserInfo.module.css';

const SHORTCUTS: readonly { readonly to: string; readonly label: string; readonly icon: IconName }[] = [
  { to: paths.message.path, label: '쪽지', icon: 'mail' },
  { to: paths.betResult.path, label: '베팅결과', icon: 'receipt' },
  { to: paths.boardNotice.path, label: '공지사항', icon: 'megaphone' },
  { to: paths.customer.path, label: '고객센터', icon: 'headset' },
  { to: paths.attendance.path, label: '출석체크', icon: 'calendar' },
];

/**
 * The user-info popup (spec §2, 500 wide): level image, nickname, logout (hidden for the staff account), balances,
 * the password change (which logs out and reloads, spec §8) and shortcuts to the pages that exist, messages with
 * the unread count.
 * @example openDialog('userInfo')
 */
export function UserInfoDialog({ onClose }: { readonly onClose: () => void }) {
  const { user, unreadCount } = useSession();
  if (!user) return null;
  const shortcuts = SHORTCUTS.filter((item) => isPageAvailable(item.to));
  return (
    <Dialog open onClose={onClose} title="회원정보" width={DIALOG_WIDTH.userInfo}>
      <div className={styles.body}>
        <MemberProfile
          user={user}
          action={<LogoutLink user={user} variant="ghost" size="sm" onClick={onClose} />}
        />

        <StatList
          label="보유 금액"
          items={[
            { label: '보유머니', value: <Money amount={user.emoney} />, highlight: true },
            { label: '카지노머니', value: <Money amount={user.casinoMoney} /> },
            { label: '포인트', value: <Money amount={user.point} unit="P" /> },
          ]}
        />

        {shortcuts.length > 0 && (
          <nav aria-label="바로가기">
            <TileGrid>
              {shortcuts.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={tileClass} onClick={onClose}>
                    <Icon name={item.icon} size={20} />
                    <span>{item.label}</span>
                    {item.to === paths.message.path && <TileCount count={unreadCount} />}
                  </Link>
                </li>
              ))}
            </TileGrid>
          </nav>
        )}

        <section className={styles.section} aria-labelledby="user-info-password">
          <h3 id="user-info-password" className={styles.sectionTitle}>
            비밀번호 변경
          </h3>
          <PasswordChangeForm onChanged={() => window.location.reload()} />
        </section>
      </div>
    </Dialog>
  );
}
