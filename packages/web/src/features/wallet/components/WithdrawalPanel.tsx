import { DEPOSIT_MODE } from '@kbet/sdk';
import { ChargeHistory } from './ChargeHistory';
import styles from './MoneyPanel.module.css';
import { WithdrawalForm } from './WithdrawalForm';
import { WithdrawalRules } from './WithdrawalRules';

/**
 * The withdrawal layout of spec §2: rules and history on the left, balance, account and request form on the
 * right (stacked form first on narrow screens). The body of /withdraw and the withdrawal popup.
 * @example <WithdrawalPanel />
 */
export function WithdrawalPanel() {
  return (
    <div className={styles.columns}>
      <div className={`${styles.side} ${styles.first}`}>
        <WithdrawalRules />
        <ChargeHistory mode={DEPOSIT_MODE.WITHDRAWAL} />
      </div>
      <div className={styles.main}>
        <WithdrawalForm />
      </div>
    </div>
  );
}
