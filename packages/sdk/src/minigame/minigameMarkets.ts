import { InvalidDrawInputError } from '../fairness/invalidDrawInputError';
import { type MinigameOutcome, minigameFamily } from './minigameFamilies';
import type { MinigameMarket } from './minigameFamily';
import { findMinigameGame, type MinigameGame } from './minigameGames';
import { type MinigameMarketEntry, minigameMarketEntries } from './minigameMarketEntries';
import { type MinigamePrice, minigameOdds } from './minigameOdds';
import { RtpAboveCapError, rtpWithinCap } from './minigameRtp';

function requireGame(gameId: string): MinigameGame {
  const game = findMinigameGame(gameId);
  if (!game) throw new InvalidDrawInputError('gameId', 'unknown game');
  return game;
}

function requireMarket(game: MinigameGame, marketId: string): MinigameMarket<MinigameOutcome> {
  const market = minigameFamily(game.family).markets.find((m) => m.id === marketId);
  if (!market) throw new InvalidDrawInputError('marketId', 'unknown market');
  return market;
}

/**
 * The game's markets with exact probabilities and default odds (the family's space is enumerated once).
 * @example minigameMarkets('donghang').find((m) => m.marketId === 'normal-odd-under')?.odds // '3.88'
 */
export function minigameMarkets(gameId: string): readonly MinigameMarketEntry[] {
  const game = requireGame(gameId);
  return minigameMarketEntries(game, minigameFamily(game.family));
}

/**
 * The catalogue row of one market, if the game has it.
 * @example findMinigameMarket('speed-kino', 'sum-odd')?.label // '합 홀'
 */
export const findMinigameMarket = (gameId: string, marketId: string): MinigameMarketEntry | undefined =>
  minigameMarkets(gameId).find((m) => m.marketId === marketId);

/**
 * A market's price at an operator's RTP (its default when omitted); throws {@link RtpAboveCapError} above the cap.
 * @example minigameMarketOdds('token/roulette', 'red', '0.96').odds // '1.97'
 */
export function minigameMarketOdds(gameId: string, marketId: string, rtp?: string): MinigamePrice {
  const entry = findMinigameMarket(gameId, marketId);
  if (!entry) throw new InvalidDrawInputError('marketId', 'unknown market');
  const target = rtp ?? entry.rtp;
  if (!rtpWithinCap(target, entry.rtpCap)) throw new RtpAboveCapError(target, entry.rtpCap);
  return minigameOdds(entry.probability, target);
}

/**
 * Whether a bet on the market wins with this outcome: the one predicate settlement, history and results share.
 * @example minigameMarketWins('donghang', 'power-odd', outcome)
 */
export function minigameMarketWins(gameId: string, marketId: string, outcome: MinigameOutcome): boolean {
  const game = requireGame(gameId);
  const market = requireMarket(game, marketId);
  if (outcome.family !== game.family)
    throw new InvalidDrawInputError('outcome', `not a ${game.family} outcome`);
  return market.wins(outcome);
}
