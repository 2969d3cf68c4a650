import { formatAmountInput, type VirtualMarketEntry } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { usePlaceVirtualBet } from '../hooks/usePlaceVirtualBet';
import styles from './VirtualLeaguePage.module.css';

export interface VirtualCartProps {
  /** The picked event's title and fixture id; null when betting is closed. */
  readonly event: { readonly fixtureId: number; readonly title: string } | null;
  readonly picked: readonly VirtualMarketEntry[];
  readonly onRemove: (marketId: string) => void;
  readonly onPlaced: () => void;
}

/**
 * The virtual cart (spec §2): the event, the picked markets with their odds, one stake for each, and 베팅하기.
 * @example <VirtualCart event={{ fixtureId, title }} picked={picked} onRemove={remove} onPlaced={clear} />
 */
export function VirtualCart({ event, picked, onRemove, onPlaced }: VirtualCartProps) {
  const [stake, setStake] = useState('');
  const bets = usePlaceVirtualBet();
  const submit = async () => {
    const target = { fixtureId: event?.fixtureId ?? null, marketIds: picked.map((m) => m.id) };
    if (await bets.place(target, stake)) {
      setStake('');
      onPlaced();
    }
  };
  return (
    <div className={styles.cart}>
      <p className={styles.cartEvent}>{event ? event.title : '베팅 가능한 경기가 없습니다.'}</p>
      {picked.length === 0 ? (
        <p className={styles.muted}>베팅할 항목을 선택해주세요.</p>
      ) : (
        <ul className={styles.picks} aria-label="선택한 항목">
          {picked.map((market) => (
            <li key={market.id} className={styles.pick}>
              <span>{market.label}</span>
              <span className={styles.odds}>{market.odds}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`${market.label} 삭제`}
                onClick={() => onRemove(market.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <Input
        aria-label="베팅금액"
        inputMode="numeric"
        placeholder="베팅금액"
        value={stake}
        suffix="원"
        onChange={(e) => setStake(formatAmountInput(e.target.value))}
      />
      <Button
        variant="primary"
        block
        loading={bets.placing}
        disabled={picked.length === 0 || event === null}
        onClick={() => void submit()}
      >
        베팅하기
      </Button>
    </div>
  );
}
