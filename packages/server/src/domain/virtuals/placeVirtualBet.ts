import {
  areOppositeVirtualMarkets,
  expectedWin,
  findVirtualLeague,
  minigameLevelLimits,
  VERTICAL,
  type VirtualBetPlaced,
  type VirtualBetRequest,
  virtualEventMarkets,
} from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import { createBetsRepository } from '../../repositories/betsRepository';
import { createVirtualRepository } from '../../repositories/createVirtualRepository';
import { cashAfter, postStake } from '../betting/postStake';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { lockMember } from '../charges/lockMember';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { virtualEntrantNames } from './virtualEntrantNames';
import { virtualErrors } from './virtualErrors';

export interface PlaceVirtualBetParams {
  member: MemberRow;
  request: VirtualBetRequest;
  ipAddress: string | null;
  /** Read once the round is share-locked, so the close check and the bet's time are the same instant. */
  clock: Clock;
}

/**
 * Places a virtual bet inside the caller's (idempotent) transaction, as a mini-game bet is placed: the event,
 * the market (the SDK's priced catalogue), the close 15 s before the start, exclusion, the level's limits
 * (settings key virtualBetting, the mini-games' shape and rules), the member's per-event caps and the
 * opposite-sides guard are checked; then the slip (game type 4) and the stake (emoney → house_bets, vertical
 * virtual) are written together. Any refusal throws before anything is written.
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
  await assertNotExcluded(tx, member.id, now);

  // Virtual events share the mini-game limits setting (spec §7 settingMinigameBetting).
  const limits = minigameLevelLimits(await repo.bettingSetting(), member.role);
  const win = expectedWin(request.amount, [{ odds: market.odds }]);
  if (request.amount < limits.minBet) throw virtualErrors.belowMin();
  if (request.amount > limits.maxBet) throw virtualErrors.overMax();
  if (win > limits.maxWin) throw virtualErrors.overMaxWin();

  // One member's bets take turns from here (lock order: members, then accounts), so the caps read a settled total.
  await lockMember(tx, member.id);
  const mine = await repo.memberEvent(event.id, member.id);
  if (mine.marketIds.some((id) => areOppositeVirtualMarkets(id, market.id)))
    throw virtualErrors.oppositeSides();
  if (mine.stake + request.amount > limits.roundMaxStake) throw virtualErrors.eventStakeCap();
  if (mine.potentialWin + win > limits.roundMaxWin) throw virtualErrors.eventWinCap();

  const slipId = await createBetsRepository(tx).reserveSlipId();
  await repo.insertBet({
    slipId,
    round,
    event,
    leagueName: league.name.ko,
    eventName: virtualEntrantNames(league, event.entrants).title,
    market,
    memberId: member.id,
    amount: request.amount,
    expectedWin: win,
    ipAddress: params.ipAddress,
    createdAt: now,
  });
  const posted = await postStake(tx, {
    memberId: member.id,
    slipId,
    amount: request.amount,
    vertical: VERTICAL.VIRTUAL,
    memo: '가상스포츠 베팅',
  });
  await recordRollingProgress(tx, member.id, {
    amount: request.amount,
    slipId,
    turnover: { product: 'virtual', folderOdds: [market.odds] },
  });
  return { id: slipId, emoney: cashAfter(posted, member.id), commitment: round.commitment };
}
