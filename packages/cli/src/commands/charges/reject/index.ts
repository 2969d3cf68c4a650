import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { defineCommand } from '../../defineCommand';
import { argument, idempotencyKeyFlag, outputFlags, positiveInt, reasonFlag, yesFlag } from '../../flags';
import { type ChargeDecisionOptions, decideCharge } from '../decideCharge';

/**
 * `kbet charges reject <id>`: rejects a processing charge (a withdrawal's held amount returns to emoney).
 * @example await run({ id: 7, reason: '입금 미확인', yes: true }, ctx);
 */
export function run(options: ChargeDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideCharge(ctx, 'reject', options));
}

export const command = defineCommand<ChargeDecisionOptions>({
  path: ['charges', 'reject'],
  description:
    "Reject a processing charge: a withdrawal's held amount returns to emoney (asks for confirmation on a terminal)",
  arguments: [argument('id', '<id>', 'the charge', positiveInt('<id>'))],
  flags: [reasonFlag(), yesFlag(), idempotencyKeyFlag(), ...outputFlags()],
  examples: ["kbet charges reject 13 --reason '계좌 불일치' --yes --json"],
  run,
});
