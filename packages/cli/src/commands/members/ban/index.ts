import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { decideMember, type MemberDecisionOptions } from '../decideMember';

/**
 * `kbet members ban <userId>`: bans a member (their sessions end at once), with a reason for the audit log.
 * @example await run({ userId: 'member02', reason: '부정 이용', yes: true }, ctx);
 */
export function run(options: MemberDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideMember(ctx, 'ban', options));
}
