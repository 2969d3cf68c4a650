import type { CliContext } from '../../../../context';
import type { ExitCode } from '../../../../exitCodes';
import { printJson } from '../../../../output';
import { type CommonOptions, runCommand } from '../../../../runCommand';
import { requireClient } from '../../../../session/requireClient';
import { defineCommand } from '../../../defineCommand';
import { jsonFlag } from '../../../flags';
import { printPrizes } from '../printPrizes';

/**
 * `kbet roulette prizes show`: each wheel's prizes and weights.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const prizes = await client.admin.roulette.prizes();
    if (options.json) printJson(ctx, prizes);
    else printPrizes(ctx, prizes);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['roulette', 'prizes', 'show'],
  description: "Each wheel's prizes, weights and chances",
  flags: [jsonFlag()],
  examples: ['kbet roulette prizes show'],
  run,
});
