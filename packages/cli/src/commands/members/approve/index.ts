import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { decideMember, type MemberDecisionOptions } from '../decideMember';

/**
 * `kbet members approve <userId>`: approves a pending sign-up, with a reason for the audit log.
 * @example await run({ userId: 'newbie01', reason: '본인 확인', yes: true }, ctx);
 */
export function run(options: MemberDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideMember(ctx, 'approve', options));
}
