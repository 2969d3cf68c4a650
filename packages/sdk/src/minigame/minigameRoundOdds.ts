import { minigameMarketOdds, minigameMarkets } from './minigameMarkets';
import { rtpWithinCap } from './minigameRtp';

/**
 * The odds a round of the game opens with: every market of the catalogue priced by minigameMarketOdds at the
 * operator's RTP for it (its default when none is set). A stored RTP no longer within the market's cap (a cap
 * lowered in a later release) is priced at the cap, so no round ever pays back more than the cap.
 * @example minigameRoundOdds('donghang', { 'normal-odd': '0.96' })['normal-odd'] // '1.92'
 */
export function minigameRoundOdds(
  gameId: string,
  rtp: Readonly<Record<string, string>>,
): Record<string, string> {
  const odds: Record<string, string> = {};
  for (const market of minigameMarkets(gameId)) {
    const set = Object.hasOwn(rtp, market.marketId) ? rtp[market.marketId] : undefined;
    const target = set === undefined ? market.rtp : rtpWithinCap(set, market.rtpCap) ? set : market.rtpCap;
    odds[market.marketId] = minigameMarketOdds(gameId, market.marketId, target).odds;
  }
  return odds;
}
