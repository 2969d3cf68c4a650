import type { FixtureOdds, FixtureSummary } from '@kbet/sdk';

/** Feed status 1 is Open: a suspended (2) or settled (3) price cannot be bet on. */
export const isOpen = (odds: FixtureOdds): boolean => odds.status === 1;

/**
 * The first market of a listed fixture that has an open price, as the pages show it.
 * @example const market = firstOpenMarket(fixture); market?.odds.map(...)
 */
export const firstOpenMarket = (fixture: FixtureSummary) =>
  fixture.markets.find((market) => market.odds.some(isOpen));
