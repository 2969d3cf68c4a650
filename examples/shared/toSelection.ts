import type { FixtureOdds, FixtureSummary, SlipSelection } from '@kbet/sdk';

/**
 * The bet-slip item of a listed price: the odds row as the listing gave it (its version is what the server
 * checks the price against), named after the match so the slip can show it.
 * @example slip.add(toSelection(fixture, fixture.markets[0].odds[0]))
 */
export function toSelection(fixture: FixtureSummary, odds: FixtureOdds): SlipSelection {
  return {
    id: odds.id,
    fixtureId: odds.fixtureId,
    sportId: odds.sportId,
    marketId: odds.marketId,
    betPrice: odds.betPrice,
    version: odds.version,
    betName: odds.betName,
    betLine: odds.betLine ?? null,
    marketName: odds.marketName,
    marketNameKorean: odds.marketNameKorean,
    homeName: fixture.home.name,
    awayName: fixture.away.name,
  };
}

/** Feed status 1 is Open: a suspended (2) or settled (3) price cannot be bet on. */
export const isOpen = (odds: FixtureOdds): boolean => odds.status === 1;

/**
 * The first market of a listed fixture that has an open price, as the pages show it.
 * @example const market = firstOpenMarket(fixture); market?.odds.map(...)
 */
export const firstOpenMarket = (fixture: FixtureSummary) =>
  fixture.markets.find((market) => market.odds.some(isOpen));
