import { type MinigameOutcome, minigameMarkets, minigameMarketWins } from '@kbet/sdk';

/**
 * The Korean labels of the game's markets this outcome wins, in catalogue order: a round's result as text.
 * @example winningLabels('donghang-sadari', outcome) // ['좌출발', '3줄', '짝', '좌3짝']
 */
export const winningLabels = (gameId: string, outcome: MinigameOutcome): string[] =>
  minigameMarkets(gameId)
    .filter((market) => minigameMarketWins(gameId, market.marketId, outcome))
    .map((market) => market.label);
