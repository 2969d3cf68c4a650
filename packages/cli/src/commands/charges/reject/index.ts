import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { type ChargeDecisionOptions, decideCharge } from '../decideCharge';

/**
 * `kbet charges reject <id>`: rejects a processing charge (a withdrawal's held amount returns to emoney).
 * @example await run({ id: 7, reason: '입금 미확인', yes: true }, ctx);
 */
export function run(options: ChargeDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideCharge(ctx, 'reject', options));
}
