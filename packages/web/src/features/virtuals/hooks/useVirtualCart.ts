import { useVirtualFixtures } from '@kbet/react';
import {
  areOppositeVirtualMarkets,
  VIRTUAL_MESSAGES,
  VIRTUAL_STATUS,
  type VirtualFixture,
  type VirtualLeague,
  type VirtualMarketEntry,
  virtualEventMarkets,
} from '@kbet/sdk';
import { createSharedState } from '@/lib/createSharedState';
import { alert } from '@/lib/notify';

interface Picks {
  readonly leagueId: string;
  /** The event the member chose; the first open one when null or no longer open. */
  readonly fixtureId: number | null;
  readonly marketIds: readonly string[];
}

// One virtual cart for the site, shared by the league page and the footer's cart dialog on a phone.
const cart = createSharedState<Picks>({ leagueId: '', fixtureId: null, marketIds: [] });

export interface VirtualCart {
  readonly fixtures: ReturnType<typeof useVirtualFixtures>;
  /** The event the member chose (it may be closed or playing by now), so its replay is the one shown. */
  readonly chosen: number | null;
  /** The event the cart bets on; null when none takes bets. */
  readonly event: VirtualFixture | null;
  /** The event's priced markets (the SDK's catalogue, the one the server takes). */
  readonly markets: readonly VirtualMarketEntry[];
  readonly picked: readonly VirtualMarketEntry[];
  readonly choose: (fixtureId: number) => void;
  readonly toggle: (marketId: string) => void;
  readonly remove: (marketId: string) => void;
  readonly clear: () => void;
}

/**
 * The league's running events and the member's picks in the virtual cart: one league and event at a time
 * (choosing another event starts its cart afresh); both sides of one question are never taken (the server
 * refuses them too).
 * @example const { event, markets, toggle } = useVirtualCart(league)
 */
export function useVirtualCart(league: VirtualLeague): VirtualCart {
  const fixtures = useVirtualFixtures(league.id);
  const current = cart.use();
  const mine =
    current.leagueId === league.id ? current : { leagueId: league.id, fixtureId: null, marketIds: [] };
  const open = (fixtures.data ?? []).filter((f) => f.status === VIRTUAL_STATUS.open);
  const event = open.find((f) => f.fixtureId === mine.fixtureId) ?? open[0] ?? null;
  const markets = event ? virtualEventMarkets(league, event.roundNo, event.position) : [];
  // Picks of an event no longer open are dropped with it.
  const ids = event && mine.fixtureId === event.fixtureId ? mine.marketIds : [];
  const set = (marketIds: readonly string[]) =>
    cart.set({ leagueId: league.id, fixtureId: event?.fixtureId ?? null, marketIds });
  return {
    fixtures,
    chosen: mine.fixtureId,
    event,
    markets,
    picked: markets.filter((m) => ids.includes(m.id)),
    choose: (fixtureId) => cart.set({ leagueId: league.id, fixtureId, marketIds: [] }),
    toggle: (marketId) => {
      if (ids.includes(marketId)) set(ids.filter((id) => id !== marketId));
      else if (ids.some((id) => areOppositeVirtualMarkets(id, marketId)))
        void alert(VIRTUAL_MESSAGES.VIRTUAL_OPPOSITE_SIDES);
      else set([...ids, marketId]);
    },
    remove: (marketId) => set(ids.filter((id) => id !== marketId)),
    clear: () => set([]),
  };
}
