import { fail, ok, type ValidationResult } from '../core/result';
import { findMinigameMarket } from './minigameMarkets';
import { MINIGAME_MESSAGES } from './minigameMessages';
import { compareRtp, isRtpDecimal, MINIGAME_RTP, rtpAboveCapMessage } from './minigameRtp';
import { rtpPercent } from './rtpPercent';

/**
 * An operator RTP for one market of a game (compliance §9): the market is in the catalogue
 * (MINIGAME_UNKNOWN_MARKET), the RTP a decimal with at most 4 decimals (RTP_INVALID), at least MINIGAME_RTP.floor
 * (RTP_BELOW_FLOOR) and at most the market's cap (RTP_ABOVE_CAP). The odds then come from minigameMarketOdds.
 * @example validateMinigameRtp('donghang', 'normal-odd', '0.98') // { ok: false, code: 'RTP_ABOVE_CAP', … }
 */
export function validateMinigameRtp(gameId: string, marketId: string, rtp: string): ValidationResult<string> {
  const field = `rtp.${marketId}`;
  const market = findMinigameMarket(gameId, marketId);
  if (!market) return fail('MINIGAME_UNKNOWN_MARKET', MINIGAME_MESSAGES.MINIGAME_UNKNOWN_MARKET, { field });
  if (!isRtpDecimal(rtp)) return fail('RTP_INVALID', MINIGAME_MESSAGES.RTP_INVALID, { field });
  if (compareRtp(rtp, MINIGAME_RTP.floor) < 0) {
    return fail('RTP_BELOW_FLOOR', `환수율은 ${rtpPercent(MINIGAME_RTP.floor)}% 이상으로 설정해 주세요.`, {
      field,
    });
  }
  if (compareRtp(rtp, market.rtpCap) > 0)
    return fail('RTP_ABOVE_CAP', rtpAboveCapMessage(market.rtpCap), { field });
  return ok(rtp);
}
