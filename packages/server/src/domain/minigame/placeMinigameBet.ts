import {
  areOppositeMarkets,
  findMinigameGame,
  findMinigameMarket,
  type MinigameBetPlaced,
  type MinigameBetRequest,
  minigameLevelLimits,
} from '@kbet/sdk';
import type { Clock } from '../../clock';
import type { Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import { createMinigameRoundsRepository } from '../../repositories/createMinigameRoundsRepository';
import { placeSingleLegBet } from '../betting/placeSingleLegBet';
import { minigameBetLeg } from './minigameBetLeg';
import { minigameBetRefusals, minigameErrors } from './minigameErrors';

export interface PlaceMinigameBetParams {
  member: MemberRow;
  request: MinigameBetRequest;
  ipAddress: string | null;
  /** Read once the round is share-locked, so the close check and the bet's time are the same instant. */
  clock: Clock;
}

/**
 * Places a mini-game bet inside the caller's (idempotent) transaction: the game, the market (at the odds its
 * round opened with), maintenance and the round's close deadline are checked here; exclusion, the level's
 * limits, the per-round caps, the opposite-sides guard, the slip (game type 3), the stake and bonus rolling are
 * placeSingleLegBet's, shared with virtual bets. Any refusal throws before anything is written.
 * @example const placed = await placeMinigameBet(tx, { member, request, ipAddress, clock: app.clock });
 */
export async function placeMinigameBet(tx: Tx, params: PlaceMinigameBetParams): Promise<MinigameBetPlaced> {
  const { member, request } = params;
  const game = findMinigameGame(request.gameId);
  if (!game) throw minigameErrors.unknownGame();
  const market = findMinigameMarket(game.id, request.marketId);
  if (!market) throw minigameErrors.unknownMarket();
  const rounds = createMinigameRoundsRepository(tx);
  const [maintenance, setting] = await Promise.all([rounds.maintenance(game.id), rounds.bettingSetting()]);
  if (maintenance) throw minigameErrors.maintenance();

  const round = await rounds.shareRound(request.roundId);
  if (!round || round.gameId !== game.id) throw minigameErrors.roundNotFound();
  const now = params.clock.now();
  if (round.status !== 'open' || now >= round.closesAt) throw minigameErrors.roundClosed();

  // A round opened before rounds kept their odds was priced at the catalogue's defaults.
  const odds = round.odds?.[market.marketId] ?? market.odds;
  return placeSingleLegBet(tx, {
    member,
    amount: request.amount,
    ipAddress: params.ipAddress,
    now,
    limits: minigameLevelLimits(setting, member.role),
    bet: {
      game: 'minigame',
      scopeId: round.id,
      marketId: market.marketId,
      odds,
      commitment: round.commitment,
      leg: minigameBetLeg(game, round, market),
    },
    isOpposite: (placed, marketId) => areOppositeMarkets(game.id, placed, marketId),
    refusals: minigameBetRefusals,
  });
}
