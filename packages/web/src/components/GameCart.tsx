import { formatAmountInput, formatWon, type MinigameLevelLimits } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import styles from './GameCart.module.css';

/** A picked selection as the cart lists it. */
export interface GameCartPick {
  readonly id: string;
  readonly label: string;
  readonly odds: string;
}

export interface GameCartProps {
  /** The round or event the picks are for, or why nothing takes bets now. */
  readonly heading: string;
  readonly picks: readonly GameCartPick[];
  /** The member's limits for their level, shown under the picks once known. */
  readonly limits?: MinigameLevelLimits | undefined;
  /** Betting is closed (no running round or event): 베팅하기 is disabled. */
  readonly closed: boolean;
  readonly placing: boolean;
  readonly onRemove: (id: string) => void;
  /** Places the stake text on every pick; true when all were placed, and the cart empties. */
  readonly onPlace: (stake: string) => Promise<boolean>;
}

/**
 * The cart of a one-leg game (mini-games, virtual sports): the heading, the picks with their odds and a remove
 * button each, the level's limits, one stake for each pick, and 베팅하기. The stake clears once placed.
 * @example <GameCart heading="12회차" picks={picks} closed={false} placing={bets.placing} onRemove={remove} onPlace={place} />
 */
export function GameCart({ heading, picks, limits, closed, placing, onRemove, onPlace }: GameCartProps) {
  const [stake, setStake] = useState('');
  const submit = async () => {
    if (await onPlace(stake)) setStake('');
  };
  return (
    <div className={styles.cart}>
      <p className={styles.heading}>{heading}</p>
      {picks.length === 0 ? (
        <p className={styles.empty}>베팅할 항목을 선택해주세요.</p>
      ) : (
        <ul className={styles.picks} aria-label="선택한 항목">
          {picks.map((pick) => (
            <li key={pick.id} className={styles.pick}>
              <span>{pick.label}</span>
              <span className={styles.odds}>{pick.odds}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`${pick.label} 삭제`}
                onClick={() => onRemove(pick.id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {limits && (
        <dl className={styles.limits} aria-label="베팅 한도">
          <dt>최소 베팅</dt>
          <dd>{formatWon(limits.minBet)}원</dd>
          <dt>최대 베팅</dt>
          <dd>{formatWon(limits.maxBet)}원</dd>
          <dt>최대 당첨</dt>
          <dd>{formatWon(limits.maxWin)}원</dd>
        </dl>
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
        loading={placing}
        disabled={picks.length === 0 || closed}
        onClick={() => void submit()}
      >
        베팅하기
      </Button>
    </div>
  );
}
