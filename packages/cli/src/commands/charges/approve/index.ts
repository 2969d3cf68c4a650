import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { type ChargeDecisionOptions, decideCharge } from '../decideCharge';

/**
 * `kbet charges approve <id>`: approves a processing charge (a deposit credits emoney, a withdrawal pays out).
 * @example await run({ id: 7, reason: '입금 확인', yes: true }, ctx);
 */
export function run(options: ChargeDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideCharge(ctx, 'approve', options));
}
