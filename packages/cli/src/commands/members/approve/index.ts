import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, reasonFlag, yesFlag } from '../../flags';
import { decideMember, type MemberDecisionOptions } from '../decideMember';

/**
 * `kbet members approve <userId>`: approves a pending sign-up, with a reason for the audit log.
 * @example await run({ userId: 'newbie01', reason: '본인 확인', yes: true }, ctx);
 */
export function run(options: MemberDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideMember(ctx, 'approve', options));
}

export const command = defineCommand<MemberDecisionOptions>({
  path: ['members', 'approve'],
  description: 'Approve a pending sign-up (asks for confirmation on a terminal)',
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [reasonFlag(), yesFlag(), ...outputFlags()],
  examples: ["kbet members approve newbie01 --reason '본인 확인'"],
  run,
});
