import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { defineCommand } from '../../defineCommand';
import { argument, idempotencyKeyFlag, outputFlags, positiveInt, reasonFlag, yesFlag } from '../../flags';
import { type ChargeDecisionOptions, decideCharge } from '../decideCharge';

/**
 * `kbet charges approve <id>`: approves a processing charge (a deposit credits emoney, a withdrawal pays out).
 * @example await run({ id: 7, reason: '입금 확인', yes: true }, ctx);
 */
export function run(options: ChargeDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideCharge(ctx, 'approve', options));
}

export const command = defineCommand<ChargeDecisionOptions>({
  path: ['charges', 'approve'],
  description:
    'Approve a processing charge: a deposit credits emoney, a withdrawal pays out (asks for confirmation on a terminal)',
  arguments: [argument('id', '<id>', 'the charge', positiveInt('<id>'))],
  flags: [reasonFlag(), yesFlag(), idempotencyKeyFlag(), ...outputFlags()],
  examples: ["kbet charges approve 12 --reason '입금 확인'"],
  run,
});
