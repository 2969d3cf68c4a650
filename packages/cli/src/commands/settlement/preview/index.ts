import { formatWon } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';
import { printLines } from '../printLines';
import { periodFlag } from '../settlementFlags';

export interface SettlementPreviewOptions extends CommonOptions {
  period: string;
}

/**
 * `kbet settlement preview --period <day>`: what a run would store and pay, each line with its computation;
 * nothing is written.
 * @example await run({ period: '2026-11-23', json: true }, ctx);
 */
export function run(options: SettlementPreviewOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const preview = await client.admin.settlement.preview({ period: options.period });
    if (wantsJson(options)) {
      printJson(ctx, preview);
      return;
    }
    printLines(ctx, preview.lines);
    const total = preview.totals.reduce((sum, row) => sum + row.amount, 0);
    notice(
      ctx,
      `${preview.from} ~ ${preview.to}: ${preview.lines.length} lines, ${formatWon(total)} won (dry run)`,
    );
  });
}

export const command = defineCommand<SettlementPreviewOptions>({
  path: ['settlement', 'preview'],
  description: 'Dry run: the lines and totals a run of the period would store and pay',
  flags: [periodFlag(), ...outputFlags()],
  examples: [
    'kbet settlement preview --period 2026-11-23',
    'kbet settlement preview --period 2026-11-23 --json',
  ],
  run,
});
