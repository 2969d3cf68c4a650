import { EVENT_MARKET_IDS, type FixtureMarket, type FixtureOdds, type FixtureSummary } from '@kbet/sdk';

/** Feed market ids of the listing's main markets (feed-model.md). */
export const MAIN_MARKET = { FULL_TIME_1X2: 1, UNDER_OVER: 2, ASIAN_HANDICAP: 3, WIN_LOSE: 52 } as const;

/** A fixture's main markets as the listing shows them: the winner market, the handicap and total lines. */
export interface MainMarkets {
  /** 1X2, or 12 for sports without a draw; on the event page, the event copy of either. */
  readonly winner?: FixtureMarket;
  readonly handicap?: FixtureMarket;
  readonly total?: FixtureMarket;
  /** How many markets the fixture has beyond these three. */
  readonly more: number;
}

/**
 * The winner, handicap and under/over markets of a listed fixture, and how many others it has.
 * @example const { winner, handicap, total, more } = mainMarkets(fixture);
 */
export function mainMarkets(fixture: FixtureSummary): MainMarkets {
  const find = (id: number) => fixture.markets.find((m) => m.marketId === id);
  const winner =
    find(MAIN_MARKET.FULL_TIME_1X2) ??
    find(MAIN_MARKET.WIN_LOSE) ??
    fixture.markets.find((m) => EVENT_MARKET_IDS.includes(m.marketId));
  const handicap = find(MAIN_MARKET.ASIAN_HANDICAP);
  const total = find(MAIN_MARKET.UNDER_OVER);
  const shown = [winner, handicap, total].filter(Boolean).length;
  return { winner, handicap, total, more: Math.max(0, fixture.marketCount - shown) };
}

/**
 * A market's selection by its feed name ('1', 'X', '2', 'Over', 'Under').
 * @example pick(market, 'X')
 */
export const pick = (market: FixtureMarket | undefined, betName: string): FixtureOdds | undefined =>
  market?.odds.find((o) => o.betName === betName);

/** One line of a handicap or total market: its base line and the two sides. */
export interface MarketLine {
  readonly line: string;
  readonly first?: FixtureOdds;
  readonly second?: FixtureOdds;
}

/**
 * A line market's selections paired by base line, in the feed's order: home / away for handicaps, over / under
 * for totals (spec §4: quarter lines like -0.75 included).
 * @example marketLines(handicap) // [{ line: '-0.75', first: home, second: away }, …]
 */
export function marketLines(market: FixtureMarket | undefined): MarketLine[] {
  if (!market) return [];
  const lines = new Map<string, FixtureOdds[]>();
  for (const odds of market.odds) {
    const line = odds.betBaseLine ?? odds.betLine ?? '';
    lines.set(line, [...(lines.get(line) ?? []), odds]);
  }
  const firstName = market.marketId === MAIN_MARKET.UNDER_OVER ? 'Over' : '1';
  return [...lines].map(([line, odds]) => ({
    line,
    first: odds.find((o) => o.betName === firstName),
    second: odds.find((o) => o.betName !== firstName),
  }));
}

/**
 * The fixtures of a page grouped by league, in the page's order.
 * @example byLeague(page.items).map((group) => group.fixtures.length)
 */
export function byLeague(
  fixtures: readonly FixtureSummary[],
): { leagueId: number; fixtures: FixtureSummary[] }[] {
  const groups: { leagueId: number; fixtures: FixtureSummary[] }[] = [];
  for (const fixture of fixtures) {
    const last = groups[groups.length - 1];
    if (last && last.leagueId === fixture.leagueId) last.fixtures.push(fixture);
    else groups.push({ leagueId: fixture.leagueId, fixtures: [fixture] });
  }
  return groups;
}
