import { useSession, useSettings, useWallet } from '@kbet/react';
import { levelBadge } from '@kbet/sdk/session';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { StatList } from '@/components/ui/StatList';
import { LogoutLink } from '@/features/account/components/LogoutLink';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import styles from './AccountArea.module.css';

/**
 * The level badge (spec §1): role 4 VIP, role 5 VVIP, any other role its number.
 * @example <LevelBadge role={4} />
 */
export function LevelBadge({ role }: { readonly role: number }) {
  const badge = levelBadge(role);
  const named = badge === 'VIP' || badge === 'VVIP';
  return (
    <Badge tone={named ? 'accent' : 'primary'} className={styles.level}>
      {named ? badge : `Lv.${badge}`}
    </Badge>
  );
}

/**
 * The header's account corner: balances (always visible when logged in, compliance §4), nickname with level and
 * logout (none for the staff account) for a member; login, sign-up, non-member inquiry and the operator's chat-channel
 * support (when one is set) for a guest (spec §1).
 * @example <AccountArea />
 */
export function AccountArea() {
  const { status, user } = useSession();
  const wallet = useWallet();
  const supportChannelUrl = useSettings().data?.supportChannelUrl;
  if (status === 'restoring') return <Skeleton width={280} height={36} radius={10} />;
  if (!user || !wallet) {
    return (
      <div className={styles.guest}>
        {supportChannelUrl && (
          <a className={styles.chat} href={supportChannelUrl} target="_blank" rel="noopener noreferrer">
            <Icon name="external" size={16} />
            채팅 상담
          </a>
        )}
        {isDialogAvailable('nonMemberInquiry') && (
          <Button variant="ghost" size="sm" onClick={() => openDialog('nonMemberInquiry')}>
            비회원 문의
          </Button>
        )}
        <Button
          variant="secondary"
          icon={<Icon name="login" size={16} />}
          onClick={() => openDialog('login')}
        >
          로그인
        </Button>
        {isDialogAvailable('signUp') && (
          <Button variant="primary" onClick={() => openDialog('signUp')}>
            회원가입
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className={styles.member}>
      <StatList
        label="보유 금액"
        size="sm"
        items={[
          { label: '보유머니', value: <Money amount={wallet.emoney} />, highlight: true },
          { label: '포인트', value: <Money amount={wallet.point} unit="P" /> },
        ]}
      />
      <button
        type="button"
        className={styles.user}
        disabled={!isDialogAvailable('userInfo')}
        aria-label={`${user.nickname} 회원정보`}
        onClick={() => openDialog('userInfo')}
      >
        <LevelBadge role={user.role} />
        <span className={styles.nickname}>{user.nickname}</span>
      </button>
      <LogoutLink user={user} variant="ghost" size="sm" />
    </div>
  );
}
