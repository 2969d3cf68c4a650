import {
  findVirtualLeague,
  type OddsRow,
  VIRTUAL_STATUS,
  type VirtualFixture,
  type VirtualRound,
  virtualEventMarkets,
} from '@kbet/sdk';
import type * as z from 'zod/mini';
import type { VirtualEventRow, VirtualRoundRow } from '../../repositories/createVirtualRepository';
import { virtualEntrantNames } from './virtualEntrantNames';
import { virtualErrors } from './virtualErrors';

const leagueOf = (round: VirtualRoundRow) => {
  const league = findVirtualLeague(round.leagueId);
  if (!league) throw virtualErrors.unknownLeague();
  return league;
};

/**
 * An event of GET /virtureGame: the spec's game row (Korean names) with the round's schedule and fairness
 * data; the result and timeline only from the start of play, the seed only once the round is settled.
 * @example toVirtualFixture(round, event).status // 1 while betting is open
 */
export function toVirtualFixture(
  round: VirtualRoundRow,
  event: VirtualEventRow,
): z.input<typeof VirtualFixture> {
  const league = leagueOf(round);
  const names = virtualEntrantNames(league, event.entrants);
  const played = round.status === 'playing' || round.status === 'settled';
  return {
    fixtureId: String(event.id),
    sportsType: league.sport,
    league: league.id,
    home: names.home?.ko ?? names.title,
    away: names.away?.ko ?? '',
    startAt: round.startsAt.toISOString(),
    status: VIRTUAL_STATUS[round.status],
    roundId: round.id,
    roundNo: round.chainIndex,
    position: event.position,
    closeAt: round.closesAt.toISOString(),
    endAt: round.endsAt.toISOString(),
    homeName: names.home,
    awayName: names.away,
    runners: names.runners,
    commitment: round.commitment,
    seed: round.status === 'settled' ? round.seed : null,
    salt: round.salt,
    result: played ? (event.result ?? null) : null,
    timeline: played ? (event.timeline ?? null) : null,
  };
}

/**
 * A round with its events (results page, staff view).
 * @example toVirtualRound(round, events).events.length // 4 for a soccer round
 */
export function toVirtualRound(
  round: VirtualRoundRow,
  events: readonly VirtualEventRow[],
): z.input<typeof VirtualRound> {
  return {
    id: round.id,
    leagueId: round.leagueId,
    roundNo: round.chainIndex,
    status: round.status,
    closeAt: round.closesAt.toISOString(),
    startAt: round.startsAt.toISOString(),
    endAt: round.endsAt.toISOString(),
    commitment: round.commitment,
    seed: round.status === 'settled' ? round.seed : null,
    salt: round.salt,
    events: events.map((e) => toVirtualFixture(round, e)),
  };
}

/**
 * The event's priced markets as odds rows (odds id 'virtual:<fixture>:<market>', betName the catalogue id).
 * @example toVirtualOdds(round, event)[0].betName // '1x2:home'
 */
export function toVirtualOdds(round: VirtualRoundRow, event: VirtualEventRow): z.input<typeof OddsRow>[] {
  return virtualEventMarkets(leagueOf(round), round.chainIndex, event.position).map((m, i) => ({
    id: `virtual:${event.id}:${m.id}`,
    fixtureId: String(event.id),
    sportId: 0,
    marketId: i + 1,
    betPrice: m.odds,
    version: '1',
    betName: m.id,
    betLine: null,
    marketName: m.group,
    marketNameKorean: m.label,
  }));
}
