import type { VirtualLeague } from '@kbet/sdk';
import { GameCart } from '@/components/GameCart';
import { usePlaceVirtualBet } from '../hooks/usePlaceVirtualBet';
import { useVirtualCart } from '../hooks/useVirtualCart';
import { virtualFixtureTitle } from '../utils/virtualFixtureTitle';

export interface VirtualCartProps {
  readonly league: VirtualLeague;
  /** Every pick was placed (the cart is already empty): the dialog closes. */
  readonly onPlaced?: () => void;
}

/**
 * The virtual cart (spec §2): the event, the picked markets with their odds, one stake for each, and 베팅하기.
 * The league page shows it beside the markets; on a phone it is the footer's cart dialog.
 * @example <VirtualCart league={league} />
 */
export function VirtualCart({ league, onPlaced }: VirtualCartProps) {
  const cart = useVirtualCart(league);
  const bets = usePlaceVirtualBet();
  const place = async (stake: string) => {
    const target = {
      fixtureId: cart.event?.fixtureId ?? null,
      marketIds: cart.picked.map((m) => m.id),
    };
    const placed = await bets.place(target, stake);
    if (placed) {
      cart.clear();
      onPlaced?.();
    }
    return placed;
  };
  return (
    <GameCart
      heading={cart.event ? virtualFixtureTitle(cart.event) : '베팅 가능한 경기가 없습니다.'}
      picks={cart.picked}
      closed={cart.event === null}
      placing={bets.placing}
      onRemove={cart.remove}
      onPlace={place}
    />
  );
}
