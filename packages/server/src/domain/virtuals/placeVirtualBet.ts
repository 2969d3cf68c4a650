import {
  areOppositeVirtualMarkets,
  findVirtualLeague,
  type MinigameBettingLimits,
  minigameLevelLimits,
  type VirtualBetRequest,
  virtualEventMarkets,
} from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import type { GroupCommit } from '../../db/groupCommit';
import type { MemberRow } from '../../repositories';
import type { VirtualEventRow, VirtualRoundRow } from '../../repositories/createVirtualRepository';
import {
  checkSingleLegStake,
  placeSingleLegBetGrouped,
  type SingleLegOutcome,
} from '../betting/placeSingleLegBet';
import { virtualEntrantNames } from './virtualEntrantNames';
import { virtualBetRefusals, virtualErrors } from './virtualErrors';

export interface PlaceVirtualBetParams {
  sql: Sql;
  groupCommit: GroupCommit;
  member: MemberRow;
  request: VirtualBetRequest;
  /** The request's Idempotency-Key and the hash of the request. */
  key: string;
  requestHash: string;
  ipAddress: string | null;
  now: Date;
  /** The event a bet names with its round, as drawn up (createScopeCache: what a bet reads of them never changes). */
  event: (id: number) => Promise<{ round: VirtualRoundRow; event: VirtualEventRow } | undefined>;
  /** The operator's limits (settings virtualBetting: the mini-games' shape and rules, spec §7). */
  setting: MinigameBettingLimits | undefined;
}

/**
 * Places a virtual bet: the event, the market (the SDK's priced catalogue) and the level's limits are checked
 * here and throw their refusal before anything is sent; the close 15 s before the start, exclusion, the per-event
 * caps, the opposite-sides guard, the slip (game type 4), the stake (vertical virtual) and the stored answer are
 * one statement (placeSingleLegBet's, shared with the mini-games), committed with the member's other bets in flight.
 * @example const outcome = await placeVirtualBet({ sql, groupCommit, member, request, key, requestHash, ipAddress, now, event, setting });
 */
export async function placeVirtualBet(params: PlaceVirtualBetParams): Promise<SingleLegOutcome> {
  const { member, request } = params;
  const found = await params.event(request.fixtureId);
  if (!found) throw virtualErrors.eventNotFound();
  const { round, event } = found;
  const league = findVirtualLeague(round.leagueId);
  if (!league) throw virtualErrors.unknownLeague();
  const markets = virtualEventMarkets(league, round.chainIndex, event.position);
  const market = markets.find((m) => m.id === request.marketId);
  if (!market) throw virtualErrors.unknownMarket();

  const limits = minigameLevelLimits(params.setting, member.role);
  return placeSingleLegBetGrouped(params.groupCommit, params.sql, {
    member,
    key: params.key,
    requestHash: params.requestHash,
    amount: request.amount,
    expectedWin: checkSingleLegStake(request.amount, market.odds, limits, virtualBetRefusals),
    ipAddress: params.ipAddress,
    now: params.now,
    limits,
    bet: {
      game: 'virtual',
      scopeId: event.id,
      marketId: market.id,
      oppositeMarketIds: markets
        .filter((placed) => areOppositeVirtualMarkets(placed.id, market.id))
        .map((placed) => placed.id),
      odds: market.odds,
      commitment: round.commitment,
      leg: {
        marketCode: 0,
        startDate: round.startsAt,
        locationName: league.name.ko,
        leagueName: league.name.ko,
        homeName: virtualEntrantNames(league, event.entrants).title,
        awayName: `${round.chainIndex}회차`,
        marketName: market.group,
        label: market.label,
      },
    },
    refusals: virtualBetRefusals,
  });
}
