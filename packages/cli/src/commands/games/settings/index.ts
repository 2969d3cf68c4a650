import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags } from '../../flags';
import { showGameSettings } from '../showGameSettings';

export interface GamesSettingsOptions extends CommonOptions {
  game: string;
}

/**
 * `kbet games settings <game>`: on/off, maintenance, close seconds and every market's RTP, cap and next-round odds.
 * @example await run({ game: 'donghang', json: true }, ctx);
 */
export function run(options: GamesSettingsOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const settings = await client.admin.minigame.settings(options.game);
    if (wantsJson(options)) printJson(ctx, settings);
    else showGameSettings(ctx, settings);
  });
}

export const command = defineCommand<GamesSettingsOptions>({
  path: ['games', 'settings'],
  description:
    "Show a mini-game's settings: on/off, close seconds, and every market's probability, RTP, cap and odds",
  arguments: [argument('game', '<game>', 'the game id (see `kbet games list`)')],
  flags: [...outputFlags()],
  examples: ['kbet games settings donghang', "kbet games settings oddgame/updown30 --json | jq '.markets'"],
  run,
});
