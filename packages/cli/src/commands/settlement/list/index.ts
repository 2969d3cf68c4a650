import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';
import { printPeriods } from '../printLines';

/**
 * `kbet settlement list`: every settled period, newest first.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const periods = await (await requireClient(ctx)).admin.settlement.list();
    if (wantsJson(options)) printJson(ctx, periods);
    else printPeriods(ctx, periods);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['settlement', 'list'],
  description: 'Every settled period, newest first',
  flags: [...outputFlags()],
  examples: ['kbet settlement list', 'kbet settlement list --json'],
  run,
});
