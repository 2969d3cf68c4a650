import { DepositLimitsPanel } from '@/features/responsible-gambling/components/DepositLimitsPanel';
import { ExclusionPanel } from '@/features/responsible-gambling/components/ExclusionPanel';
import { HelpPanel } from '@/features/responsible-gambling/components/HelpPanel';
import { RealityCheckPanel } from '@/features/responsible-gambling/components/RealityCheckPanel';
import styles from './money.module.css';

/**
 * /responsible-gambling (kbet's own, compliance §4): deposit limits, reality check, time-out and self-exclusion,
 * and where to get help.
 */
export function Component() {
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>건전한 이용</h1>
        <p>스스로 정한 한도 안에서 즐기세요. 모든 설정은 언제든 이 페이지에서 확인할 수 있습니다.</p>
      </header>
      <div className={styles.rgColumns}>
        <div className={styles.stack}>
          <DepositLimitsPanel />
          <ExclusionPanel />
        </div>
        <div className={styles.stack}>
          <RealityCheckPanel />
          <HelpPanel />
        </div>
      </div>
    </div>
  );
}
