import {
  areOppositeVirtualMarkets,
  findVirtualLeague,
  minigameLevelLimits,
  type VirtualBetPlaced,
  type VirtualBetRequest,
  virtualEventMarkets,
} from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import { createVirtualRepository } from '../../repositories/createVirtualRepository';
import { placeSingleLegBet } from '../betting/placeSingleLegBet';
import { virtualEntrantNames } from './virtualEntrantNames';
import { virtualBetRefusals, virtualErrors } from './virtualErrors';

export interface PlaceVirtualBetParams {
  member: MemberRow;
  request: VirtualBetRequest;
  ipAddress: string | null;
  /** Read once the round is share-locked, so the close check and the bet's time are the same instant. */
  clock: Clock;
}

/**
 * Places a virtual bet inside the caller's (idempotent) transaction: the event, the market (the SDK's priced
 * catalogue) and the close 15 s before the start are checked here; exclusion, the level's limits (settings key
 * virtualBetting, the mini-games' shape and rules), the per-event caps, the opposite-sides guard, the slip
 * (game type 4), the stake (vertical virtual) and bonus rolling are placeSingleLegBet's, shared with the
 * mini-games. Any refusal throws before anything is written.
 * @example const placed = await placeVirtualBet(tx, { member, request, ipAddress, clock: app.clock });
 */
export async function placeVirtualBet(tx: Tx, params: PlaceVirtualBetParams): Promise<VirtualBetPlaced> {
  const { member, request } = params;
  const repo = createVirtualRepository(tx);
  const found = await repo.eventRound(request.fixtureId, { lock: true });
  if (!found) throw virtualErrors.eventNotFound();
  const { round, event } = found;
  const league = findVirtualLeague(round.leagueId);
  if (!league) throw virtualErrors.unknownLeague();
  const market = virtualEventMarkets(league, round.chainIndex, event.position).find(
    (m) => m.id === request.marketId,
  );
  if (!market) throw virtualErrors.unknownMarket();
  const now = params.clock.now();
  if (round.status !== 'open' || now >= round.closesAt) throw virtualErrors.eventClosed();

  return placeSingleLegBet(tx, {
    member,
    amount: request.amount,
    ipAddress: params.ipAddress,
    now,
    // Virtual events share the mini-game limits' shape and rules (spec §7 settingMinigameBetting).
    limits: minigameLevelLimits(await repo.bettingSetting(), member.role),
    bet: {
      game: 'virtual',
      scopeId: event.id,
      marketId: market.id,
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
    isOpposite: areOppositeVirtualMarkets,
    refusals: virtualBetRefusals,
  });
}
