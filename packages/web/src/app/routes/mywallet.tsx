import { buttonClass } from '@/components/ui/Button';
import { Panel } from '@/components/ui/Panel';
import { paths } from '@/config/paths';
import { BalanceSummary } from '@/features/wallet/components/BalanceSummary';
import { RewardTabs } from '@/features/wallet/components/RewardTabs';
import { TitleBanner } from '@/features/wallet/components/TitleBanner';
import { TransactionHistory } from '@/features/wallet/components/TransactionHistory';
import { Link } from '@/lib/Link';
import { isPageAvailable } from '@/lib/pages';
import styles from './money.module.css';

/**
 * /mywallet (spec §2): the balances, point and comp history with conversion, and kbet's own 3-month transaction
 * history (compliance §4).
 */
export function Component() {
  return (
    <div className={styles.page}>
      <TitleBanner
        title="내 지갑"
        icon="wallet"
        description="보유머니, 포인트, 콤프와 최근 3개월의 거래내역을 한곳에서 확인하세요."
        aside={
          <div className={styles.bannerActions}>
            {isPageAvailable(paths.deposit.path) && (
              <Link to={paths.deposit.path} className={buttonClass({ variant: 'primary' })}>
                입금
              </Link>
            )}
            {isPageAvailable(paths.withdraw.path) && (
              <Link to={paths.withdraw.path} className={buttonClass({ variant: 'secondary' })}>
                출금
              </Link>
            )}
          </div>
        }
      />
      <BalanceSummary />
      <div className={styles.stack}>
        <Panel title="포인트 · 콤프" icon="exchange">
          <div className={styles.stack}>
            <RewardTabs idPrefix="wallet-rewards" />
          </div>
        </Panel>
        <Panel title="거래내역 (최근 3개월)" icon="receipt">
          <TransactionHistory />
        </Panel>
      </div>
    </div>
  );
}
