import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';
import { printSettings } from '../printSettings';

/**
 * `kbet settings show`: maintenance and its window, top notice, sign-up, hold'em flags, live betting
 * time per sport and the attendance reward, as stored.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const settings = await client.admin.settings.get();
    if (wantsJson(options)) printJson(ctx, settings);
    else printSettings(ctx, settings);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['settings', 'show'],
  description: 'Show the stored settings',
  flags: [...outputFlags()],
  examples: ['kbet settings show', 'kbet settings show --json'],
  run,
});
