import { findMinigameMarket, formatAmountInput, formatWon, type MinigameEvent } from '@kbet/sdk';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { useMinigameLimits } from '../hooks/useMinigameLimits';
import { usePlaceMinigameBets } from '../hooks/usePlaceMinigameBets';
import { roundOdds } from '../utils/roundOdds';
import styles from './MinigameCart.module.css';

export interface MinigameCartProps {
  readonly gameId: string;
  /** The running round the picks are for; null between rounds (betting is closed). */
  readonly round: MinigameEvent | null;
  readonly picked: ReadonlySet<string>;
  readonly onRemove: (marketId: string) => void;
  /** Every pick was placed: the page empties the cart. */
  readonly onPlaced: () => void;
}

/**
 * The mini-game cart: the round, the picked markets with the round's odds, the member's limits for their level
 * (GET /settingMinigameBetting), one stake for each, and 베팅하기; a stake outside the limits is refused before
 * anything is sent. The desktop page shows it beside the markets; on a phone it is the page's cart dialog.
 * @example <MinigameCart gameId={game.id} round={open} picked={picked} onRemove={remove} onPlaced={clear} />
 */
export function MinigameCart({ gameId, round, picked, onRemove, onPlaced }: MinigameCartProps) {
  const [stake, setStake] = useState('');
  const bets = usePlaceMinigameBets();
  const limits = useMinigameLimits(gameId);
  const odds = roundOdds(round ?? undefined);
  const markets = [...picked].flatMap((id) => {
    const market = findMinigameMarket(gameId, id);
    return market ? [{ ...market, odds: odds.get(id) ?? market.odds }] : [];
  });
  const submit = async () => {
    const picks = markets.map(({ marketId, odds }) => ({ marketId, odds }));
    if (await bets.place({ gameId, roundId: round?.id ?? null, picks, limits }, stake)) {
      setStake('');
      onPlaced();
    }
  };
  return (
    <div className={styles.cart}>
      <p className={styles.round}>{round ? `${round.round}회차` : '진행중인 회차가 없습니다.'}</p>
      {markets.length === 0 ? (
        <p className={styles.empty}>베팅할 항목을 선택해주세요.</p>
      ) : (
        <ul className={styles.picks} aria-label="선택한 항목">
          {markets.map((market) => (
            <li key={market.marketId} className={styles.pick}>
              <span>{market.label}</span>
              <span className={styles.odds}>{market.odds}</span>
              <button
                type="button"
                className={styles.remove}
                aria-label={`${market.label} 삭제`}
                onClick={() => onRemove(market.marketId)}
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
        loading={bets.placing}
        disabled={markets.length === 0 || round === null}
        onClick={() => void submit()}
      >
        베팅하기
      </Button>
    </div>
  );
}
