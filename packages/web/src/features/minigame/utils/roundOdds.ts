import type { MinigameEvent } from '@kbet/sdk';

/**
 * The odds a running round opened with, by market id (its odds rows name the market in betName): staff may price
 * a game's rounds away from the catalogue's defaults, and a round keeps its odds.
 * @example roundOdds(running).get('player') // '1.95'
 */
export const roundOdds = (round: MinigameEvent | undefined): ReadonlyMap<string, string> =>
  new Map((round?.odds ?? []).map((row) => [row.betName, row.betPrice]));
