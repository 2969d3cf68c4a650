import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printTable, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';

/**
 * `kbet virtuals leagues`: every virtual league with its cycle, RTP and running round.
 * @example await run({ json: true }, ctx);
 */
export function run(options: CommonOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const leagues = await client.admin.virtual.leagues();
    if (wantsJson(options)) {
      printJson(ctx, leagues);
      return;
    }
    printTable(ctx, leagues, [
      { header: 'ID', value: (l) => l.id },
      { header: 'NAME', value: (l) => l.name },
      { header: 'CYCLE', value: (l) => `${l.cycleSeconds}s`, align: 'right' },
      { header: 'RTP', value: (l) => l.rtp, align: 'right' },
      {
        header: 'CURRENT',
        value: (l) => (l.currentRound ? `#${l.currentRound.id} ${l.currentRound.status}` : null),
      },
      { header: 'STARTS', value: (l) => l.currentRound?.startAt ?? null },
    ]);
  });
}

export const command = defineCommand<CommonOptions>({
  path: ['virtuals', 'leagues'],
  description: 'List the virtual leagues with their cycle, RTP and running round',
  flags: [...outputFlags()],
  examples: ['kbet virtuals leagues', 'kbet virtuals leagues --json'],
  run,
});
