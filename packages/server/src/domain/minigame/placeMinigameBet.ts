import {
  areOppositeMarkets,
  checkMinigameStake,
  findMinigameGame,
  findMinigameMarket,
  type MinigameBetPlaced,
  type MinigameBetRequest,
  minigameLevelLimits,
  VERTICAL,
} from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import { createBetsRepository } from '../../repositories/betsRepository';
import { createMinigameBetsRepository } from '../../repositories/createMinigameBetsRepository';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { cashAfter, postStake } from '../betting/postStake';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { lockMember } from '../charges/lockMember';
import { requireValid } from '../errors/requireValid';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { minigameErrors } from './minigameErrors';

export interface PlaceMinigameBetParams {
  member: MemberRow;
  request: MinigameBetRequest;
  ipAddress: string | null;
  /** Read once the round is share-locked, so the close check and the bet's time are the same instant. */
  clock: Clock;
}

/**
 * Places a mini-game bet inside the caller's (idempotent) transaction: the game, market (at the odds its round
 * opened with),
 * maintenance, exclusion, the round's close deadline, the level's limits, the member's per-round caps and
 * the opposite-sides guard are checked, then the slip (game type 3) with its round, market and commitment
 * and the stake (emoney → house_bets) are written together, and the stake counts toward bonus rolling as a
 * sports stake does. Any refusal throws before anything is written.
 * @example const placed = await placeMinigameBet(tx, { member, request, ipAddress, clock: app.clock });
 */
export async function placeMinigameBet(tx: Tx, params: PlaceMinigameBetParams): Promise<MinigameBetPlaced> {
  const { member, request } = params;
  const game = findMinigameGame(request.gameId);
  if (!game) throw minigameErrors.unknownGame();
  const market = findMinigameMarket(game.id, request.marketId);
  if (!market) throw minigameErrors.unknownMarket();
  const rounds = createMinigameRoundsRepository(tx);
  const bets = createMinigameBetsRepository(tx);
  const [maintenance, setting] = await Promise.all([rounds.maintenance(game.id), rounds.bettingSetting()]);
  if (maintenance) throw minigameErrors.maintenance();

  const round = await rounds.shareRound(request.roundId);
  if (!round || round.gameId !== game.id) throw minigameErrors.roundNotFound();
  const now = params.clock.now();
  if (round.status !== 'open' || now >= round.closesAt) throw minigameErrors.roundClosed();
  await assertNotExcluded(tx, member.id, now);

  const limits = minigameLevelLimits(setting, member.role);
  // A round opened before rounds kept their odds was priced at the catalogue's defaults.
  const odds = round.odds?.[market.marketId] ?? market.odds;
  // The SDK's rule, the one the cart checks before sending.
  const win = requireValid(checkMinigameStake(request.amount, odds, limits));

  // One member's bets take turns from here (lock order: members, then accounts), so the caps read a settled total.
  await lockMember(tx, member.id);
  const mine = await bets.memberRound(round.id, member.id);
  if (mine.marketIds.some((id) => areOppositeMarkets(game.id, id, market.marketId)))
    throw minigameErrors.oppositeSides();
  if (mine.stake + request.amount > limits.roundMaxStake) throw minigameErrors.roundStakeCap();
  if (mine.potentialWin + win > limits.roundMaxWin) throw minigameErrors.roundWinCap();

  const slipId = await createBetsRepository(tx).reserveSlipId();
  await bets.insert({
    slipId,
    round,
    gameName: game.name,
    market,
    odds,
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
    vertical: VERTICAL.MINIGAME,
    memo: '미니게임 베팅',
  });
  await recordRollingProgress(tx, member.id, {
    amount: request.amount,
    slipId,
    turnover: { product: 'minigame', folderOdds: [market.odds] },
  });
  return { id: slipId, emoney: cashAfter(posted, member.id), commitment: round.commitment };
}
