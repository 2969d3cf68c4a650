import {
  formatWon,
  MAX_WITHDRAWAL_PER_DAY,
  MAX_WITHDRAWAL_PER_REQUEST,
  MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE,
  MIN_WITHDRAWAL,
  WITHDRAWAL_AFTER_DEPOSIT_MS,
  WITHDRAWAL_INTERVAL_MS,
  WITHDRAWAL_UNIT,
} from '@kbet/sdk';
import { Icon } from '@/components/ui/Icon';
import styles from './WithdrawalRules.module.css';

const MAN = 10_000;
const man = (won: number) => `${formatWon(won / MAN)}만원`;

/** Spec §9's displayed withdrawal rules, from the SDK's limits (the server enforces the same numbers). */
const RULES = [
  `최소 ${formatWon(MIN_WITHDRAWAL)}원부터 ${formatWon(WITHDRAWAL_UNIT)}원 단위로 신청할 수 있습니다.`,
  `1회 최대 ${man(MAX_WITHDRAWAL_PER_REQUEST)} (고액 회원 ${man(MAX_WITHDRAWAL_PER_REQUEST_HIGH_VALUE)}), 1일 최대 ${formatWon(MAX_WITHDRAWAL_PER_DAY / 100_000_000)}억원까지 출금할 수 있습니다.`,
  `출금신청 후 ${WITHDRAWAL_INTERVAL_MS / 3_600_000}시간이 지나야 다시 신청할 수 있습니다.`,
  `충전신청 후 ${WITHDRAWAL_AFTER_DEPOSIT_MS / 60_000}분이 지나야 출금신청이 가능합니다.`,
  '회원님 본인 명의 계좌로만 출금됩니다.',
  '매일 23:30 ~ 00:30에는 은행 점검으로 출금신청이 불가능합니다.',
  '신청한 금액은 처리되기 전까지 보유머니에서 차감되어 보관됩니다.',
];

/**
 * The withdrawal rules shown beside the form (spec §2 left column, §9 displayed rules).
 * @example <WithdrawalRules />
 */
export function WithdrawalRules() {
  return (
    <section className={styles.rules} aria-labelledby="withdrawal-rules-title">
      <h2 id="withdrawal-rules-title" className={styles.title}>
        <Icon name="info" size={16} />
        출금 안내
      </h2>
      <ol className={styles.list}>
        {RULES.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ol>
    </section>
  );
}
