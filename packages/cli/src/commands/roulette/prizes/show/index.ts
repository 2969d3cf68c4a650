import type { CliContext } from '../../../../context';
import type { ExitCode } from '../../../../exitCodes';
import { printJson, wantsJson } from '../../../../output';
import { type CommonOptions, runCommand } from '../../../../runCommand';
import { requireClient } from '../../../../session/requireClient';
import { defineCommand } from '../../../defineCommand';
import { outputFlags } from '../../../flags';
import { printPrizes } from '../printPrizes';

/**
 * `kbet roulette prizes show`: each wheel's prizes and weights.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const prizes = await client.admin.roulette.prizes();
    if (wantsJson(options)) printJson(ctx, prizes);
    else printPrizes(ctx, prizes);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['roulette', 'prizes', 'show'],
  description: "Each wheel's prizes, weights and chances",
  flags: [...outputFlags()],
  examples: ['kbet roulette prizes show'],
  run,
});
