import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

/**
 * `kbet casino games`: every provider's games with vendor, vertical and enabled flag.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const games = await (await requireClient(ctx)).admin.casino.games();
    if (wantsJson(options)) {
      printJson(ctx, games);
      return;
    }
    printTable(ctx, games, [
      { header: 'PROVIDER', value: (g) => g.providerId },
      { header: 'VENDOR', value: (g) => g.thirdPartyCode },
      { header: 'CODE', value: (g) => g.code },
      { header: 'NAME', value: (g) => g.name },
      { header: 'VERTICAL', value: (g) => g.vertical },
      { header: 'STATE', value: (g) => (g.enabled ? 'enabled' : 'disabled') },
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['casino', 'games'],
  description: 'List every provider’s casino and slot games',
  flags: [...outputFlags()],
  examples: ['kbet casino games', 'kbet casino games --json | jq \'.[] | select(.vertical == "slot")\''],
  run,
});
