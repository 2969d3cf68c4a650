import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, reasonFlag, yesFlag } from '../../flags';
import { decideMember, type MemberDecisionOptions } from '../decideMember';

/**
 * `kbet members reject <userId>`: rejects a pending sign-up, with a reason for the audit log.
 * @example await run({ userId: 'newbie02', reason: '중복 가입', yes: true }, ctx);
 */
export function run(options: MemberDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideMember(ctx, 'reject', options));
}

export const command = defineCommand<MemberDecisionOptions>({
  path: ['members', 'reject'],
  description: 'Reject a pending sign-up for good (asks for confirmation on a terminal)',
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [reasonFlag(), yesFlag(), ...outputFlags()],
  examples: ["kbet members reject newbie02 --reason '중복 가입' --yes"],
  run,
});
