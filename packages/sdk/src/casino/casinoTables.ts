import { minigameFamily } from '../minigame/minigameFamilies';
import { minigameOdds } from '../minigame/minigameOdds';

/** The simulator's live tables: each is a mini-game family (same rules and draw) at its own return to player. */
export const CASINO_TABLES = {
  baccarat: { family: 'baccarat', name: '바카라', rtp: '0.97' },
  roulette: { family: 'roulette', name: '룰렛', rtp: '0.973' },
} as const;
export type CasinoTableId = keyof typeof CASINO_TABLES;

/** A bet spot of a table with its odds (floored to 0.01 from the exact probability and the table's RTP). */
export interface CasinoTableMarket {
  readonly id: string;
  readonly label: string;
  readonly odds: string;
  /** The odds as an integer count of 0.01: a win pays floor(stake × hundredths / 100). */
  readonly hundredths: bigint;
}

/**
 * Whether a game code is one of the simulator's tables.
 * @example isCasinoTable('baccarat') // true
 */
export const isCasinoTable = (id: string): id is CasinoTableId => Object.hasOwn(CASINO_TABLES, id);

/**
 * A table's bet spots, priced like the mini-game catalogue (never above the table's RTP).
 * @example casinoTableMarkets('roulette').length > 0 // true
 */
export function casinoTableMarkets(table: CasinoTableId): readonly CasinoTableMarket[] {
  const { family, rtp } = CASINO_TABLES[table];
  return minigameFamily(family).markets.map((market) => {
    const price = minigameOdds(market.probability(), rtp);
    return { id: market.id, label: market.label, odds: price.odds, hundredths: price.hundredths };
  });
}
