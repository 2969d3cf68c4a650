import { DEPOSIT_MODE } from '@kbet/sdk';
import { ChargeHistory } from './ChargeHistory';
import { DepositForm } from './DepositForm';
import styles from './MoneyPanel.module.css';

/**
 * The deposit request form beside the member's deposit history: the body of /deposit and the deposit dialog.
 * @example <DepositPanel />
 */
export function DepositPanel() {
  return (
    <div className={styles.columns}>
      <div className={styles.main}>
        <DepositForm />
      </div>
      <div className={styles.side}>
        <ChargeHistory mode={DEPOSIT_MODE.DEPOSIT} />
      </div>
    </div>
  );
}
