import type { MinigameGame, MinigameMarketEntry } from '@kbet/sdk';
import type { MinigameRoundRow } from '../../repositories/createMinigameRoundsRepository';
import type { SingleLegDisplay } from '../../repositories/createSingleLegBetsRepository';

/**
 * A mini-game bet's leg as history shows it: the game, the KST day and round number, the market. Its game
 * time is the round's opening, so the sports cancel window never opens for it.
 * @example const leg = minigameBetLeg(game, round, market);
 */
export const minigameBetLeg = (
  game: MinigameGame,
  round: MinigameRoundRow,
  market: MinigameMarketEntry,
): SingleLegDisplay => ({
  marketCode: market.code,
  startDate: round.opensAt,
  locationName: game.name,
  leagueName: `${round.kstDay} ${round.roundNo}회차`,
  homeName: game.name,
  awayName: `${round.roundNo}회차`,
  marketName: market.marketId,
  label: market.label,
});
