import { EVENT_MARKET_IDS, type FixtureMarket, type FixtureSummary } from '@kbet/sdk';
import type * as z from 'zod/mini';
import type { ListedFixtureRow, ListedOddsRow } from '../../repositories/feedListingRepository';
import { type PeriodRow, toUpcomingFixture } from './toUpcomingFixture';

/**
 * Which markets a listing shows: all (fixture page), the main lines (European view), every line (Korean view),
 * the event-folder markets only (event view).
 */
export type ListingView = 'all' | 'EU' | 'KR' | 'EV';

const WINNER_MARKETS: readonly number[] = [1, 52];
const LINE_MARKETS: readonly number[] = [3, 2];

/** The line whose two prices are closest: the bookmaker's main line. */
function mainLine(odds: readonly ListedOddsRow[]): string | null {
  const byLine = new Map<string, number[]>();
  for (const o of odds)
    byLine.set(o.baseLine ?? '', [...(byLine.get(o.baseLine ?? '') ?? []), Number(o.price)]);
  let best: string | null = null;
  let gap = Number.POSITIVE_INFINITY;
  for (const [line, prices] of byLine) {
    if (prices.length !== 2) continue;
    const g = Math.abs((prices[0] ?? 0) - (prices[1] ?? 0));
    if (g < gap) {
      best = line;
      gap = g;
    }
  }
  return best;
}

function marketsFor(
  odds: readonly ListedOddsRow[],
  sportId: number,
  view: ListingView,
): z.input<typeof FixtureMarket>[] {
  const byMarket = new Map<number, ListedOddsRow[]>();
  for (const o of odds) byMarket.set(o.marketId, [...(byMarket.get(o.marketId) ?? []), o]);
  const markets: z.input<typeof FixtureMarket>[] = [];
  for (const [marketId, rows] of byMarket) {
    const first = rows[0] as ListedOddsRow;
    let shown = rows;
    if (view === 'EV') {
      if (!EVENT_MARKET_IDS.includes(marketId)) continue;
    } else if (view !== 'all') {
      if (!WINNER_MARKETS.includes(marketId) && !LINE_MARKETS.includes(marketId)) continue;
      if (view === 'EU' && LINE_MARKETS.includes(marketId)) {
        const line = mainLine(rows);
        shown = rows.filter((o) => (o.baseLine ?? '') === line);
      }
    }
    markets.push({
      marketId,
      name: first.marketName,
      nameKorean: first.marketNameKorean,
      period: first.period,
      odds: shown.map((o) => ({
        id: o.id,
        fixtureId: String(o.fixtureId),
        sportId,
        marketId,
        betPrice: o.price,
        version: String(o.version),
        betName: o.name,
        betLine: o.line,
        betBaseLine: o.baseLine,
        marketName: o.marketName,
        marketNameKorean: o.marketNameKorean,
        status: o.status,
      })),
    });
  }
  return markets;
}

/**
 * A listed fixture on the wire (SDK FixtureSummary's wire form: odds rows carry their fixture id as a string): names, livescore and the markets of the view,
 * each selection carrying what the bet slip needs (odds id, price, version, names).
 * @example toFixtureSummary(row, odds, periods, 'EU')
 */
export function toFixtureSummary(
  row: ListedFixtureRow,
  odds: readonly ListedOddsRow[],
  periods: readonly PeriodRow[],
  view: ListingView,
): z.input<typeof FixtureSummary> {
  return {
    ...toUpcomingFixture(row, periods, new Set(odds.map((o) => o.marketId)).size),
    markets: marketsFor(odds, row.sportId, view),
  };
}
