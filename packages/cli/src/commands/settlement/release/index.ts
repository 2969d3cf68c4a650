import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { confirmAction } from '../../../prompts/confirmAction';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { idempotencyKeyFlag, outputFlags, yesFlag } from '../../flags';
import { periodFlag, settledPeriod } from '../settlementFlags';

export interface SettlementReleaseOptions extends CommonOptions {
  period: string;
  yes?: boolean;
  idempotencyKey?: string;
}

/**
 * `kbet settlement release --period <day>`: pays a held period, each payout once.
 * @example await run({ period: '2026-11-23', yes: true }, ctx);
 */
export function run(options: SettlementReleaseOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const held = await settledPeriod(client, options.period);
    await confirmAction(ctx, options, `Pay the period ${held.from} ~ ${held.to}?`);
    const period = await client.admin.settlement.release(
      held.id,
      options.idempotencyKey ? { idempotencyKey: options.idempotencyKey } : undefined,
    );
    if (wantsJson(options)) printJson(ctx, period);
    else printLine(ctx, `${period.from} ~ ${period.to} (#${period.id}) ${period.status}`);
  });
}

export const command = defineCommand<SettlementReleaseOptions>({
  path: ['settlement', 'release'],
  description: 'Pay a held period through the ledger, each payout once',
  flags: [periodFlag(), yesFlag(), idempotencyKeyFlag(), ...outputFlags()],
  examples: ['kbet settlement release --period 2026-11-23 --yes'],
  run,
});
