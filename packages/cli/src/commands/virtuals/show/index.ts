import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, positiveInt } from '../../flags';
import { showVirtualRound } from '../showVirtualRound';

export interface VirtualsShowOptions extends CommonOptions {
  round: number;
}

/**
 * `kbet virtuals show <round>`: the round's commitment, seed once final, salt, events with results and bets.
 * @example await run({ round: 7, json: true }, ctx);
 */
export function run(options: VirtualsShowOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const round = await client.admin.virtual.round(options.round);
    if (wantsJson(options)) printJson(ctx, round);
    else showVirtualRound(ctx, round);
  });
}

export const command = defineCommand<VirtualsShowOptions>({
  path: ['virtuals', 'show'],
  description:
    'Show a virtual round: commitment, seed once final, salt, events with results and the bets on it',
  arguments: [argument('round', '<round>', 'the round id', positiveInt('<round>'))],
  flags: [...outputFlags()],
  examples: ['kbet virtuals show 7', 'kbet virtuals show 7 --json'],
  run,
});
