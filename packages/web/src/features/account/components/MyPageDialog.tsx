import { useSession } from '@kbet/react';
import { activeExclusion, DIALOG_WIDTH, hasPartnerEntry, ko } from '@kbet/sdk';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Icon, type IconName } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { StatList } from '@/components/ui/StatList';
import { TileCount, TileGrid, tileClass } from '@/components/ui/Tiles';
import { paths } from '@/config/paths';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { Link } from '@/lib/Link';
import { isPageAvailable } from '@/lib/pages';
import { LogoutLink } from './LogoutLink';
import { MemberProfile } from './MemberProfile';
import styles from './MyPage.module.css';

interface Shortcut {
  readonly key: string;
  readonly label: string;
  readonly icon: IconName;
  /** A page; a dialog wins when both are given and the dialog exists. */
  readonly to?: string;
  readonly dialog?: string;
}

const SHORTCUTS: readonly Shortcut[] = [
  { key: 'deposit', label: '입금신청', icon: 'deposit', to: paths.deposit.path },
  { key: 'withdraw', label: '출금신청', icon: 'withdraw', dialog: 'withdrawal', to: paths.withdraw.path },
  { key: 'point', label: '포인트전환', icon: 'exchange', dialog: 'pointConversion' },
  { key: 'wallet', label: '내 지갑', icon: 'wallet', to: paths.mywallet.path },
  { key: 'transactions', label: '거래내역', icon: 'receipt', to: paths.transactions.path },
  { key: 'betHistory', label: '베팅내역', icon: 'trophy', dialog: 'betHistory' },
  { key: 'message', label: '쪽지', icon: 'mail', to: paths.message.path },
  { key: 'customer', label: '고객센터', icon: 'headset', to: paths.customer.path },
  { key: 'attendance', label: '출석체크', icon: 'calendar', to: paths.attendance.path },
  { key: 'responsible', label: '건전한 이용', icon: 'shield', to: paths.responsibleGambling.path },
];

/**
 * My page (spec §2: 392 wide on mobile, 700 on desktop): the member's level, balances and shortcuts to the
 * money, history and support features that exist, a partner-management entry for partners (spec §6), the user
 * info and logout.
 * @example openDialog('myPage')
 */
export function MyPageDialog({ onClose }: { readonly onClose: () => void }) {
  const { user, unreadCount } = useSession();
  if (!user) return null;
  const exclusion = activeExclusion(user, Date.now());
  const partner = hasPartnerEntry(user) && isPageAvailable('/partner');

  const entry = (item: Shortcut, content: ReactNode) => {
    if (item.dialog && isDialogAvailable(item.dialog)) {
      const dialog = item.dialog;
      return (
        <button
          type="button"
          className={tileClass}
          onClick={() => {
            onClose();
            openDialog(dialog);
          }}
        >
          {content}
        </button>
      );
    }
    if (item.to && isPageAvailable(item.to)) {
      return (
        <Link to={item.to} className={tileClass} onClick={onClose}>
          {content}
        </Link>
      );
    }
    return null;
  };

  return (
    <Dialog open onClose={onClose} title="마이페이지" width={DIALOG_WIDTH.myPage}>
      <div className={styles.body}>
        <MemberProfile
          user={user}
          action={
            isDialogAvailable('userInfo') && (
              <Button
                size="sm"
                onClick={() => {
                  onClose();
                  openDialog('userInfo');
                }}
              >
                회원정보
              </Button>
            )
          }
        />

        {exclusion && (
          <p className={styles.exclusion} role="note">
            <Icon name="shield" size={16} />
            {exclusion.kind === 'timeout' ? ko.RG_TIMEOUT_ACTIVE : ko.RG_SELF_EXCLUDED}
          </p>
        )}

        <StatList
          label="보유 금액"
          variant="tiles"
          items={[
            { label: '보유머니', value: <Money amount={user.emoney} />, highlight: true },
            { label: '포인트', value: <Money amount={user.point} unit="P" /> },
            { label: '콤프', value: <Money amount={user.comp} unit="C" /> },
          ]}
        />

        <nav aria-label="마이페이지 메뉴">
          <TileGrid columns={5}>
            {SHORTCUTS.map((item) => {
              const link = entry(
                item,
                <>
                  <Icon name={item.icon} size={22} />
                  <span>{item.label}</span>
                  {item.key === 'message' && <TileCount count={unreadCount} />}
                </>,
              );
              return link && <li key={item.key}>{link}</li>;
            })}
            {partner && (
              <li>
                <Link to="/partner" className={tileClass} onClick={onClose}>
                  <Icon name="grid" size={22} />
                  <span>파트너 관리</span>
                </Link>
              </li>
            )}
          </TileGrid>
        </nav>

        <LogoutLink user={user} block onClick={onClose} />
      </div>
    </Dialog>
  );
}
