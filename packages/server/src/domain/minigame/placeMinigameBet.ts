import {
  areOppositeMarkets,
  findMinigameGame,
  findMinigameMarket,
  type MinigameBetRequest,
  type MinigameBettingLimits,
  minigameLevelLimits,
  minigameMarkets,
} from '@kbet/sdk';
import type { Sql } from '../../db/createSql';
import type { GroupCommit } from '../../db/groupCommit';
import type { MemberRow } from '../../repositories';
import type { MinigameRoundRow } from '../../repositories/createMinigameRoundsRepository';
import {
  checkSingleLegStake,
  placeSingleLegBetGrouped,
  type SingleLegOutcome,
} from '../betting/placeSingleLegBet';
import { minigameBetLeg } from './minigameBetLeg';
import { minigameBetRefusals, minigameErrors } from './minigameErrors';

export interface PlaceMinigameBetParams {
  sql: Sql;
  groupCommit: GroupCommit;
  member: MemberRow;
  request: MinigameBetRequest;
  /** The request's Idempotency-Key and the hash of the request. */
  key: string;
  requestHash: string;
  ipAddress: string | null;
  now: Date;
  /** The round a bet names, as it opened (createScopeCache: what a bet reads of it never changes). */
  round: (id: number) => Promise<MinigameRoundRow | undefined>;
  /** The operator's limits (settings minigameBetting). */
  setting: MinigameBettingLimits | undefined;
}

const opposites = new Map<string, readonly string[]>();

/**
 * The markets of a game a member may not back next to this one. A pure function of the SDK's catalogue that
 * walks the game's outcomes per pair (areOppositeMarkets), so it is worked out once per market, not per bet.
 */
function oppositeMarketIds(gameId: string, marketId: string): readonly string[] {
  const key = `${gameId}\n${marketId}`;
  const known = opposites.get(key);
  if (known) return known;
  const ids = minigameMarkets(gameId)
    .filter((placed) => areOppositeMarkets(gameId, placed.marketId, marketId))
    .map((placed) => placed.marketId);
  opposites.set(key, ids);
  return ids;
}

/**
 * Places a mini-game bet: the game, the market (at the odds its round opened with) and the level's limits are
 * checked here and throw their refusal before anything is sent; maintenance, the round's close, exclusion, the
 * per-round caps, the opposite-sides guard, the slip (game type 3), the stake and the stored answer are one
 * statement (placeSingleLegBet's, shared with virtual bets), committed with the member's other bets in flight.
 * @example const outcome = await placeMinigameBet({ sql, groupCommit, member, request, key, requestHash, ipAddress, now, round, setting });
 */
export async function placeMinigameBet(params: PlaceMinigameBetParams): Promise<SingleLegOutcome> {
  const { member, request } = params;
  const game = findMinigameGame(request.gameId);
  if (!game) throw minigameErrors.unknownGame();
  const market = findMinigameMarket(game.id, request.marketId);
  if (!market) throw minigameErrors.unknownMarket();
  const round = await params.round(request.roundId);
  if (!round || round.gameId !== game.id) throw minigameErrors.roundNotFound();

  // A round opened before rounds kept their odds was priced at the catalogue's defaults.
  const odds = round.odds?.[market.marketId] ?? market.odds;
  const limits = minigameLevelLimits(params.setting, member.role);
  return placeSingleLegBetGrouped(params.groupCommit, params.sql, {
    member,
    key: params.key,
    requestHash: params.requestHash,
    amount: request.amount,
    expectedWin: checkSingleLegStake(request.amount, odds, limits, minigameBetRefusals),
    ipAddress: params.ipAddress,
    now: params.now,
    limits,
    bet: {
      game: 'minigame',
      scopeId: round.id,
      marketId: market.marketId,
      oppositeMarketIds: oppositeMarketIds(game.id, market.marketId),
      odds,
      commitment: round.commitment,
      leg: minigameBetLeg(game, round, market),
    },
    refusals: minigameBetRefusals,
  });
}
