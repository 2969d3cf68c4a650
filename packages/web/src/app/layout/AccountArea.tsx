import { useSession, useWallet } from '@kbet/react';
import { levelBadge } from '@kbet/sdk';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button, buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { paths } from '@/config/paths';
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
 * logout for a member; login, sign-up and non-member inquiry for a guest (spec §1).
 * @example <AccountArea />
 */
export function AccountArea() {
  const { status, user } = useSession();
  const wallet = useWallet();
  if (status === 'restoring') return <Skeleton width={280} height={36} radius={10} />;
  if (!user || !wallet) {
    return (
      <div className={styles.guest}>
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
      <dl className={styles.balances} aria-label="보유 금액">
        <div className={styles.balance}>
          <dt>보유머니</dt>
          <dd>
            <Money amount={wallet.emoney} />
          </dd>
        </div>
        <div className={styles.balance}>
          <dt>포인트</dt>
          <dd>
            <Money amount={wallet.point} unit="P" />
          </dd>
        </div>
      </dl>
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
      <Link to={paths.logout.path} className={buttonClass({ variant: 'ghost', size: 'sm' })}>
        <Icon name="logout" size={16} />
        로그아웃
      </Link>
    </div>
  );
}
