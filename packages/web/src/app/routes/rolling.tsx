import { Panel } from '@/components/ui/Panel';
import { RollingProgress } from '@/features/wallet/components/RollingProgress';
import { TitleBanner } from '@/features/wallet/components/TitleBanner';
import styles from './money.module.css';

/** /mywallet/rolling (kbet's own, issue 16): each deposit bonus's rolling requirement and its progress. */
export function Component() {
  return (
    <div className={styles.page}>
      <TitleBanner
        title="보너스 롤링"
        icon="gift"
        description="충전 보너스마다 인정되는 베팅(상품, 폴더 수, 배당)과 롤링 진행 상황입니다. 롤링을 채우기 전에는 출금할 수 없습니다."
      />
      <Panel title="롤링 현황" icon="gift">
        <RollingProgress />
      </Panel>
    </div>
  );
}
