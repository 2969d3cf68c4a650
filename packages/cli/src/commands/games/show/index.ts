import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt } from '../../flags';
import { showRound } from '../showRound';

export interface GamesShowOptions extends CommonOptions {
  round: number;
}

/**
 * `kbet games show <round>`: the round's commitment, seed once revealed, salt, chain index, result and bets.
 * @example await run({ round: 7, json: true }, ctx);
 */
export function run(options: GamesShowOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const round = await client.admin.minigame.round(options.round);
    if (wantsJson(options)) printJson(ctx, round);
    else showRound(ctx, round);
  });
}

export const command = defineCommand<GamesShowOptions>({
  path: ['games', 'show'],
  description: 'Show a round: commitment, seed once revealed, salt, chain index, result and the bets on it',
  arguments: [argument('round', '<round>', 'the round id', positiveInt('<round>'))],
  flags: [...outputFlags()],
  examples: ['kbet games show 7', 'kbet games show 7 --json'],
  run,
});
