import { TitleBanner } from '@/features/wallet/components/TitleBanner';
import { WithdrawalPanel } from '@/features/wallet/components/WithdrawalPanel';
import styles from './money.module.css';

/** /withdraw (spec §2): the title banner and the withdrawal request form, with the rules and history. */
export function Component() {
  return (
    <div className={styles.page}>
      <TitleBanner
        title="출금신청"
        icon="withdraw"
        description="본인 명의 계좌로만 출금됩니다. 출금 비밀번호를 확인한 뒤 금액을 입력해 신청해주세요."
      />
      <WithdrawalPanel />
    </div>
  );
}
