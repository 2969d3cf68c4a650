import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

/**
 * `kbet casino providers`: every game provider with its enabled and maintenance flags.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const providers = await (await requireClient(ctx)).admin.casino.providers();
    if (wantsJson(options)) {
      printJson(ctx, providers);
      return;
    }
    printTable(ctx, providers, [
      { header: 'ID', value: (p) => p.id },
      { header: 'NAME', value: (p) => p.name },
      {
        header: 'STATE',
        value: (p) => (p.enabled ? (p.maintenance ? 'maintenance' : 'enabled') : 'disabled'),
      },
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['casino', 'providers'],
  description: 'List the casino and slot game providers with their enabled and maintenance flags',
  flags: [...outputFlags()],
  examples: ['kbet casino providers', 'kbet casino providers --json'],
  run,
});
