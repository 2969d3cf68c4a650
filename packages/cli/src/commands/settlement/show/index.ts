import { formatWon } from '@kbet/sdk';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { notice, printJson, wantsJson } from '../../../output';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags } from '../../flags';
import { printLines } from '../printLines';
import { periodFlag, settledPeriod } from '../settlementFlags';

export interface SettlementShowOptions extends CommonOptions {
  period: string;
}

/**
 * `kbet settlement show --period <day>`: a settled period's lines (with computations) and payouts.
 * @example await run({ period: '2026-11-23' }, ctx);
 */
export function run(options: SettlementShowOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const detail = await client.admin.settlement.get((await settledPeriod(client, options.period)).id);
    if (wantsJson(options)) {
      printJson(ctx, detail);
      return;
    }
    printLines(ctx, detail.lines);
    const paid = detail.payouts.filter((payout) => payout.transactionId !== null);
    notice(
      ctx,
      `${detail.period.from} ~ ${detail.period.to} ${detail.period.status}: ${paid.length}/${detail.payouts.length} payouts, ${formatWon(
        paid.reduce((sum, payout) => sum + payout.amount, 0),
      )} won paid`,
    );
  });
}

export const command = defineCommand<SettlementShowOptions>({
  path: ['settlement', 'show'],
  description: "A settled period's lines with their computations, and its payouts",
  flags: [periodFlag(), ...outputFlags()],
  examples: ['kbet settlement show --period 2026-11-23'],
  run,
});
