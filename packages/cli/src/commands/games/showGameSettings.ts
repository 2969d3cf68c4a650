import { type MinigameGameSettings, rtpPercent } from '@kbet/sdk/admin';
import type { CliContext } from '../../context';
import { printDetails, printLine, printTable } from '../../output';

/**
 * A game's settings as `kbet games settings` and `kbet games set` print them: its state and close seconds, then
 * every market with its exact probability, RTP (percent), default, cap and the odds the next round opens with.
 * @example showGameSettings(ctx, await client.admin.minigame.settings('donghang'));
 */
export function showGameSettings(ctx: CliContext, settings: MinigameGameSettings): void {
  const { min, max } = settings.closeSecondsRange;
  printDetails(ctx, [
    ['Game', `${settings.id} (${settings.name})`],
    ['State', settings.enabled ? (settings.maintenance ? 'on, maintenance (bets refused)' : 'on') : 'off'],
    ['Round', `${settings.roundSeconds}s`],
    ['Close', `${settings.closeSeconds}s before the draw (${min}-${max}s allowed)`],
  ]);
  printLine(ctx, '');
  printTable(ctx, settings.markets, [
    { header: 'MARKET', value: (m) => m.marketId },
    { header: 'LABEL', value: (m) => m.label },
    { header: 'PROBABILITY', value: (m) => m.probability, align: 'right' },
    { header: 'RTP %', value: (m) => rtpPercent(m.rtp), align: 'right' },
    { header: 'DEFAULT %', value: (m) => rtpPercent(m.defaultRtp), align: 'right' },
    { header: 'CAP %', value: (m) => rtpPercent(m.rtpCap), align: 'right' },
    { header: 'ODDS', value: (m) => m.odds, align: 'right' },
  ]);
}
