import type { CliContext } from '../../../../context';
import type { ExitCode } from '../../../../exitCodes';
import { printJson, printLine, wantsJson } from '../../../../output';
import { flagOrPrompt } from '../../../../prompts/flagOrPrompt';
import { type CommonOptions, runCommand } from '../../../../runCommand';
import { requireClient } from '../../../../session/requireClient';
import { defineCommand } from '../../../defineCommand';
import { argument, outputFlags, reasonFlag } from '../../../flags';
import { type TermsOptions, termsFlags, toTerms } from '../../termsFlags';

export interface ContractSetOptions extends CommonOptions, TermsOptions {
  userId: string;
  reason?: string;
}

/**
 * `kbet partners contract set <userId> --losing <pct>`: new terms from the next period, audited with the reason.
 * @example await run({ userId: 'agent01', losing: 2500, reason: '재계약' }, ctx);
 */
export function run(options: ContractSetOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, async () => {
    const client = await requireClient(ctx);
    const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
    const result = await client.admin.partners.setContract(options.userId, {
      terms: toTerms(options),
      reason,
    });
    if (wantsJson(options)) printJson(ctx, result);
    else printLine(ctx, `${options.userId}: the new contract applies from ${result.effectiveFrom}`);
  });
}

export const command = defineCommand<ContractSetOptions>({
  path: ['partners', 'contract', 'set'],
  description: "Change a partner's contract from the next period (audited)",
  arguments: [argument('userId', '<userId>', 'the partner')],
  flags: [...termsFlags(), reasonFlag(), ...outputFlags()],
  examples: ["kbet partners contract set agent01 --losing 25 --rolling sports=1 --reason '재계약'"],
  run,
});
