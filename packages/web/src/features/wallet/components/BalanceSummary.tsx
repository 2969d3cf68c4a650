import { useRoulette, useWallet } from '@kbet/react';
import { formatWon } from '@kbet/sdk';
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/ui/Icon';
import { Money } from '@/components/ui/Money';
import { Skeleton } from '@/components/ui/Skeleton';
import styles from './BalanceSummary.module.css';

interface Tile {
  readonly key: string;
  readonly label: string;
  readonly icon: IconName;
  readonly value: ReactNode;
  readonly accent?: boolean;
}

/**
 * The member's balances (compliance §4: always visible): cash, casino money, points, comp and roulette coupons.
 * @example <BalanceSummary />
 */
export function BalanceSummary() {
  const wallet = useWallet();
  const { coupons } = useRoulette();
  if (!wallet) return null;
  const tiles: Tile[] = [
    {
      key: 'emoney',
      label: '보유머니',
      icon: 'wallet',
      value: <Money amount={wallet.emoney} />,
      accent: true,
    },
    { key: 'casino', label: '카지노머니', icon: 'grid', value: <Money amount={wallet.casinoMoney} /> },
    { key: 'point', label: '포인트', icon: 'gift', value: <Money amount={wallet.point} unit="P" /> },
    { key: 'comp', label: '콤프', icon: 'trophySmall', value: <Money amount={wallet.comp} unit="C" /> },
    {
      key: 'coupons',
      label: '룰렛 쿠폰',
      icon: 'wheel',
      value: coupons ? (
        <span className={styles.coupons}>
          일반 {formatWon(coupons.normal)}장 · VIP {formatWon(coupons.vip)}장
        </span>
      ) : (
        <Skeleton width={120} height={22} />
      ),
    },
  ];
  return (
    <dl className={styles.tiles} aria-label="보유 금액">
      {tiles.map((tile) => (
        <div key={tile.key} className={tile.accent ? `${styles.tile} ${styles.accent}` : styles.tile}>
          <dt className={styles.label}>
            <Icon name={tile.icon} size={16} />
            {tile.label}
          </dt>
          <dd className={styles.value}>{tile.value}</dd>
        </div>
      ))}
    </dl>
  );
}
