import { Option } from 'commander';
import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { idempotencyKeyFlag, outputFlags, yesFlag } from '../../flags';
import { periodFlag } from '../settlementFlags';

export interface SettlementRunOptions extends CommonOptions {
  period: string;
  hold?: boolean;
  yes?: boolean;
  idempotencyKey?: string;
}

/**
 * `kbet settlement run --period <day>`: settles the closed period once and pays it (unless `--hold`); running
 * it again answers the first run and pays nothing more.
 * @example await run({ period: '2026-11-23', yes: true }, ctx);
 */
export function run(options: SettlementRunOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    await confirmAction(
      ctx,
      options,
      `Settle the period holding ${options.period}${options.hold ? ' (held)' : ''}?`,
    );
    const result = await client.admin.settlement.run(
      { period: options.period, ...(options.hold && { hold: true }) },
      options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
    );
    if (wantsJson(options)) {
      printJson(ctx, result);
      return;
    }
    const { period } = result;
    printLine(
      ctx,
      `${period.from} ~ ${period.to} (#${period.id}) ${period.status}${result.replayed ? ' — already settled, nothing paid again' : ''}`,
    );
  });
}

export const command = defineCommand<SettlementRunOptions>({
  path: ['settlement', 'run'],
  description: 'Settle a closed period once and pay it through the ledger (or keep it held)',
  flags: [
    periodFlag(),
    new Option('--hold', 'store the run without paying; pay later with `settlement release`'),
    yesFlag(),
    idempotencyKeyFlag(),
    ...outputFlags(),
  ],
  examples: [
    'kbet settlement run --period 2026-11-23 --yes',
    'kbet settlement run --period 2026-11-23 --hold --yes',
  ],
  run,
});
