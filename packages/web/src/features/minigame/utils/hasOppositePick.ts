import { areOppositeMarkets } from '@kbet/sdk';

/**
 * Whether the cart already holds the other side of `marketId`'s choice (홀/짝, 플레이어/뱅커 …), which the server
 * refuses in one round. Its own module: the SDK's check samples draws with the provably fair hashing, which the
 * page loads on the first pick that needs it rather than in its first JavaScript.
 * @example hasOppositePick('donghang', new Set(['power-odd']), 'power-even') // true
 */
export const hasOppositePick = (gameId: string, picked: ReadonlySet<string>, marketId: string): boolean =>
  [...picked].some((id) => areOppositeMarkets(gameId, id, marketId));
