import type { CliContext } from '../../../../context';
import type { ExitCode } from '../../../../exitCodes';
import { printJson } from '../../../../output';
import { type CommonOptions, runCommand } from '../../../../runCommand';
import { requireClient } from '../../../../session/requireClient';
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
