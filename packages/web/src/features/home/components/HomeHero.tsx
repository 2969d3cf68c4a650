import { useSession, useWallet } from '@kbet/react';
import { Button, buttonClass } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import { isDialogAvailable, openDialog } from '@/lib/dialogs';
import { Link } from '@/lib/Link';
import styles from './HomeHero.module.css';

export interface HomeHeroProps {
  /** Where "스포츠 보기" leads, when the sports page exists. */
  readonly sportsHref?: string;
}

/**
 * The home page's opening: a welcome with login and sign-up for a guest; the member's balances for a member.
 * @example <HomeHero sportsHref="/europe" />
 */
export function HomeHero({ sportsHref }: HomeHeroProps) {
  const { status, user } = useSession();
  const wallet = useWallet();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.copy}>
        <p className={styles.eyebrow}>
          <Icon name="shield" size={16} />
          가상 머니 데모 · 만 19세 이상
        </p>
        {user && wallet ? (
          <>
            <h1 id="home-title" className={styles.title}>
              {user.nickname}님, 반갑습니다
            </h1>
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
          </>
        ) : (
          <>
            <h1 id="home-title" className={styles.title}>
              경기의 흐름을 읽는
              <br />
              <span className={styles.highlight}>스마트한 스포츠 베팅</span>
            </h1>
            <p className={styles.lead}>
              프리매치와 인플레이 배당을 한 화면에서. 입금 한도와 이용 시간 알림으로 건전하게 즐기세요.
            </p>
          </>
        )}
        <div className={styles.actions}>
          {status === 'restoring' && <Skeleton width={240} height={48} radius={10} />}
          {status === 'guest' && (
            <>
              <Button variant="primary" size="lg" onClick={() => openDialog('login')}>
                로그인
              </Button>
              {isDialogAvailable('signUp') && (
                <Button variant="secondary" size="lg" onClick={() => openDialog('signUp')}>
                  회원가입
                </Button>
              )}
            </>
          )}
          {sportsHref && (
            <Link
              to={sportsHref}
              className={buttonClass({ variant: status === 'member' ? 'primary' : 'ghost', size: 'lg' })}
            >
              스포츠 보기
              <Icon name="chevronRight" size={18} />
            </Link>
          )}
        </div>
      </div>
      <div className={styles.art} aria-hidden="true">
        <svg viewBox="0 0 400 260" className={styles.pitch} aria-hidden="true">
          <rect x="10" y="10" width="380" height="240" rx="18" />
          <path d="M200 10v240" />
          <circle cx="200" cy="130" r="38" />
          <rect x="10" y="78" width="54" height="104" />
          <rect x="336" y="78" width="54" height="104" />
          <circle cx="200" cy="130" r="3" className={styles.spot} />
        </svg>
        <span className={`${styles.orb} ${styles.orbA}`} />
        <span className={`${styles.orb} ${styles.orbB}`} />
      </div>
    </section>
  );
}
