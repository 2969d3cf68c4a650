import { areOppositeMarkets } from '@kbet/sdk';

/**
 * Whether a market is the other side of one of the cart's picks in the same round (홀/짝, 플레이어/뱅커 …), which
 * the server refuses (the SDK's areOppositeMarkets).
 * @example clashesWithPicks('donghang', new Set(['power-odd']), 'power-even') // true
 */
export const clashesWithPicks = (gameId: string, picked: ReadonlySet<string>, marketId: string): boolean =>
  [...picked].some((id) => areOppositeMarkets(gameId, id, marketId));
