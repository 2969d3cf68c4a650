import type { FixtureOdds, FixtureSummary } from '../schemas/sports';
import type { SlipSelection } from './betSlip';

/**
 * A team's name as the site shows it: Korean when the feed has one.
 * @example teamName({ id: 1, name: 'Man City', nameKorean: '맨시티' }) // '맨시티'
 */
export const teamName = (participant: FixtureSummary['home']): string =>
  participant.nameKorean || participant.name;

/**
 * The bet-slip item of a listed price (spec §3), named after its match: the odds row as the listing gave it
 * (its version is what the server checks the price against).
 * @example store.add(toSelection(fixture, odds))
 */
export function toSelection(fixture: FixtureSummary, odds: FixtureOdds): SlipSelection {
  const homeName = teamName(fixture.home);
  const awayName = teamName(fixture.away);
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
    slipName: `${homeName} vs ${awayName}`,
    homeName,
    awayName,
  };
}
