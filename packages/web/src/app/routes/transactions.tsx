import { Panel } from '@/components/ui/Panel';
import { BalanceSummary } from '@/features/wallet/components/BalanceSummary';
import { TransactionHistory } from '@/features/wallet/components/TransactionHistory';
import styles from './money.module.css';

/** /mywallet/transactions (kbet's own, compliance §4): every balance change of the last 3 months and beyond, self-serve. */
export function Component() {
  return (
    <div className={styles.page}>
      <BalanceSummary />
      <Panel title="거래내역" icon="receipt" level={1}>
        <TransactionHistory />
      </Panel>
    </div>
  );
}
