import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../output';
import { flagOrPrompt } from '../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../runCommand';
import { requireClient } from '../../../session/requireClient';
import { defineCommand } from '../../defineCommand';
import { outputFlags, reasonFlag } from '../../flags';
import { periodFlag, settledPeriod } from '../settlementFlags';

export interface SettlementHoldOptions extends CommonOptions {
  period: string;
  reason?: string;
}

/**
 * `kbet settlement hold --period <day>`: keeps an unpaid period held, audited with the reason (refused once paid).
 * @example await run({ period: '2026-11-23', reason: '검토 중' }, ctx);
 */
export function run(options: SettlementHoldOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    const period = await client.admin.settlement.hold((await settledPeriod(client, options.period)).id, {
      reason,
    });
    if (wantsJson(options)) printJson(ctx, period);
    else printLine(ctx, `${period.from} ~ ${period.to} (#${period.id}) ${period.status}`);
  });
}

export const command = defineCommand<SettlementHoldOptions>({
  path: ['settlement', 'hold'],
  description: 'Keep an unpaid period held (refused once paid)',
  flags: [periodFlag(), reasonFlag(), ...outputFlags()],
  examples: ["kbet settlement hold --period 2026-11-23 --reason '검토 중'"],
  run,
});
