import type { SlipSelection } from './betSlip';

/** Market families of the two-selection rule (spec §4). */
export const MARKET_FAMILIES = ['overUnder', 'winDrawLose', 'winLose', 'handicap', 'other'] as const;

export type MarketFamily = (typeof MARKET_FAMILIES)[number];

// LSports market ids (feed-model.md): 1 1X2, 2 Under/Over, 3 and 64 Asian Handicap, 13 European Handicap,
// 52 and 63 "12".
const FAMILY_BY_MARKET_ID: Readonly<Record<number, MarketFamily>> = {
  1: 'winDrawLose',
  2: 'overUnder',
  3: 'handicap',
  13: 'handicap',
  52: 'winLose',
  63: 'winLose',
  64: 'handicap',
};

/**
 * The selection's market family, by market id first and by English market name for ids the table does not know.
 * @example marketFamily({ marketId: 2, marketName: 'Under/Over' }) // 'overUnder'
 */
export function marketFamily(selection: Pick<SlipSelection, 'marketId' | 'marketName'>): MarketFamily {
  const byId = FAMILY_BY_MARKET_ID[selection.marketId];
  if (byId) return byId;
  const name = selection.marketName.trim().toLowerCase();
  if (name === '1x2') return 'winDrawLose';
  if (name === '12') return 'winLose';
  if (name.includes('under/over') || name.includes('over/under')) return 'overUnder';
  if (name.includes('handicap')) return 'handicap';
  return 'other';
}
