import { DepositPanel } from '@/features/wallet/components/DepositPanel';
import { TitleBanner } from '@/features/wallet/components/TitleBanner';
import styles from './money.module.css';

/** /deposit (spec §2): the title banner and the deposit request form, with the member's deposit history. */
export function Component() {
  return (
    <div className={styles.page}>
      <TitleBanner
        title="입금신청"
        icon="deposit"
        description="입금 비밀번호 확인 후 입금계좌를 확인하고, 입금한 금액을 충전 신청해주세요. 관리자 확인 후 보유머니에 반영됩니다."
      />
      <DepositPanel />
    </div>
  );
}
