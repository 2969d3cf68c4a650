import { type MinigameGame, minigameCloseSecondsRange, minigameMarkets, minigameRoundOdds } from '@kbet/sdk';
import type { MinigameGameSettings } from '@kbet/sdk/admin';
import type { MinigameGameSettingsRow } from '../../repositories/createMinigameRoundsRepository';
import { closeSecondsFor } from './nextRoundTimes';

/**
 * A game's settings as staff see them: on/off, maintenance, close seconds and every market's RTP, cap and the odds
 * the next round opens with (the same minigameRoundOdds the round is opened by).
 * @example toMinigameGameSettings(game, await rounds.gameSettings(game.id)).markets[0].odds // '1.90'
 */
export function toMinigameGameSettings(
  game: MinigameGame,
  settings: MinigameGameSettingsRow,
): MinigameGameSettings {
  const odds = minigameRoundOdds(game.id, settings.rtp);
  return {
    id: game.id,
    name: game.name,
    roundSeconds: game.roundSeconds,
    enabled: settings.enabled,
    maintenance: settings.maintenance,
    closeSeconds: closeSecondsFor(game.roundSeconds, settings.closeSeconds),
    closeSecondsRange: minigameCloseSecondsRange(game.roundSeconds),
    markets: minigameMarkets(game.id).map((market) => ({
      marketId: market.marketId,
      label: market.label,
      probability: `${market.probability.num}/${market.probability.den}`,
      rtp: settings.rtp[market.marketId] ?? market.rtp,
      defaultRtp: market.rtp,
      rtpCap: market.rtpCap,
      odds: odds[market.marketId] ?? market.odds,
    })),
  };
}
