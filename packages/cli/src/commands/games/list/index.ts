import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

/**
 * `kbet games list`: every mini-game with its round length, state (open, maintenance or off), close seconds and
 * current round.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const games = await client.admin.minigame.games();
    if (wantsJson(options)) {
      printJson(ctx, games);
      return;
    }
    printTable(ctx, games, [
      { header: 'ID', value: (g) => g.id },
      { header: 'NAME', value: (g) => g.name },
      { header: 'FAMILY', value: (g) => g.family },
      { header: 'ROUND', value: (g) => `${g.roundSeconds}s`, align: 'right' },
      { header: 'STATE', value: (g) => (!g.enabled ? 'off' : g.maintenance ? 'maintenance' : 'open') },
      { header: 'CLOSE', value: (g) => `${g.closeSeconds}s`, align: 'right' },
      {
        header: 'CURRENT',
        value: (g) => (g.currentRound ? `#${g.currentRound.id} ${g.currentRound.status}` : null),
      },
      { header: 'DRAWS', value: (g) => g.currentRound?.drawAt ?? null },
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['games', 'list'],
  description: 'List the mini-games with their round length, maintenance flag and current round',
  flags: [...outputFlags()],
  examples: ['kbet games list', "kbet games list --json | jq '.[] | select(.maintenance)'"],
  run,
});
