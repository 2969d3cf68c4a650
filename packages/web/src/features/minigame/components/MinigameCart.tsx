import { findMinigameMarket, type MinigameEvent } from '@kbet/sdk';
import { GameCart } from '@/components/GameCart';
import { useMinigameLimits } from '../hooks/useMinigameLimits';
import { usePlaceMinigameBets } from '../hooks/usePlaceMinigameBets';
import { roundOdds } from '../utils/roundOdds';

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
  const bets = usePlaceMinigameBets();
  const limits = useMinigameLimits(gameId);
  const odds = roundOdds(round ?? undefined);
  const markets = [...picked].flatMap((id) => {
    const market = findMinigameMarket(gameId, id);
    return market ? [{ id: market.marketId, label: market.label, odds: odds.get(id) ?? market.odds }] : [];
  });
  const place = async (stake: string) => {
    const picks = markets.map(({ id, odds }) => ({ marketId: id, odds }));
    const placed = await bets.place({ gameId, roundId: round?.id ?? null, picks, limits }, stake);
    if (placed) onPlaced();
    return placed;
  };
  return (
    <GameCart
      heading={round ? `${round.round}회차` : '진행중인 회차가 없습니다.'}
      picks={markets}
      limits={limits}
      closed={round === null}
      placing={bets.placing}
      onRemove={onRemove}
      onPlace={place}
    />
  );
}
