import { EVENT_MARKET_IDS } from '@kbet/sdk';

/** One fixture in this many offers an event folder, picked by id so a seed always offers the same ones. */
const EVENT_EVERY = 4;

/**
 * The markets a new simulated fixture offers: the sport's, plus on every fourth fixture the event-folder copy
 * of its match winner (9001 beside 1X2, 9052 beside 12), so the event page has fixtures to show.
 * @example withEventMarket(12000004, [1, 2, 3]) // [1, 2, 3, 9001]
 */
export function withEventMarket(fixtureId: number, marketIds: readonly number[]): number[] {
  if (fixtureId % EVENT_EVERY !== 0) return [...marketIds];
  const [withDraw, withoutDraw] = EVENT_MARKET_IDS as readonly [number, number];
  if (marketIds.includes(1)) return [...marketIds, withDraw];
  if (marketIds.includes(52)) return [...marketIds, withoutDraw];
  return [...marketIds];
}
