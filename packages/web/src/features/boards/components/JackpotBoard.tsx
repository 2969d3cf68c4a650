import { useJackpot } from '@kbet/react';
import { EmptyState } from '@/components/ui/EmptyState';
import { Icon } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { Panel } from '@/components/ui/Panel';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './JackpotBoard.module.css';
import { JackpotEntries } from './JackpotEntries';

/**
 * The jackpot board (spec §2 /board/jackpot, §8): the jackpot counter, re-read every 30 s, and the list of
 * won slips registered from the bet history, which land here.
 * @example <JackpotBoard />
 */
export function JackpotBoard() {
  const jackpot = useJackpot();
  return (
    <Panel title="잭팟" icon="trophySmall" level={1}>
      {jackpot.data ? (
        <div className={styles.hero}>
          <span className={styles.icon} aria-hidden="true">
            <Icon name="trophy" size={36} />
          </span>
          <p className={styles.label}>현재 누적 잭팟</p>
          <p className={styles.amount} aria-live="polite">
            <Money amount={jackpot.data.amount} />
          </p>
          <p className={styles.note}>
            적중된 스포츠 베팅은 베팅내역에서 잭팟에 등록할 수 있습니다. 누적 금액은 30초마다 갱신됩니다.
          </p>
        </div>
      ) : jackpot.status === 'error' ? (
        <EmptyState icon="trophySmall" title="잭팟 정보를 불러오지 못했습니다." />
      ) : (
        <div className={styles.hero}>
          <Skeleton width={320} height={56} radius={12} />
        </div>
      )}
      <JackpotEntries />
    </Panel>
  );
}
