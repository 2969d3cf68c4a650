import { useSession } from '@kbet/react';
import { DIALOG_WIDTH, showLogoutButton } from '@kbet/sdk';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon, type IconName } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { paths } from '@/config/paths';
import { isPageAvailable } from '@/lib/pages';
import { LevelEmblem } from './LevelEmblem';
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
        <header className={styles.profile}>
          <LevelEmblem role={user.role} />
          <div className={styles.who}>
            <strong className={styles.nickname}>{user.nickname}</strong>
            <span className={styles.userId}>{user.userId}</span>
          </div>
          {showLogoutButton(user) && (
            <Link
              to={paths.logout.path}
              className={buttonClass({ variant: 'ghost', size: 'sm' })}
              onClick={onClose}
            >
              <Icon name="logout" size={16} />
              로그아웃
            </Link>
          )}
        </header>

        <dl className={styles.balances} aria-label="보유 금액">
          <div>
            <dt>보유머니</dt>
            <dd className={styles.cash}>
              <Money amount={user.emoney} />
            </dd>
          </div>
          <div>
            <dt>카지노머니</dt>
            <dd>
              <Money amount={user.casinoMoney} />
            </dd>
          </div>
          <div>
            <dt>포인트</dt>
            <dd>
              <Money amount={user.point} unit="P" />
            </dd>
          </div>
        </dl>

        {shortcuts.length > 0 && (
          <nav aria-label="바로가기">
            <ul className={styles.shortcuts}>
              {shortcuts.map((item) => (
                <li key={item.to}>
                  <Link to={item.to} className={styles.shortcut} onClick={onClose}>
                    <Icon name={item.icon} size={20} />
                    <span>{item.label}</span>
                    {item.to === paths.message.path && unreadCount > 0 && (
                      <span className={styles.unread}>
                        {unreadCount}
                        <span className="visually-hidden">개 읽지 않음</span>
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
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
