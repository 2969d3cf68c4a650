import type { CliContext } from '../../../context';
import type { ExitCode } from '../../../exitCodes';
import { runCommand } from '../../../runCommand';
import { defineCommand } from '../../defineCommand';
import { argument, outputFlags, reasonFlag, yesFlag } from '../../flags';
import { decideMember, type MemberDecisionOptions } from '../decideMember';

/**
 * `kbet members ban <userId>`: bans a member (their sessions end at once), with a reason for the audit log.
 * @example await run({ userId: 'member02', reason: '부정 이용', yes: true }, ctx);
 */
export function run(options: MemberDecisionOptions, ctx: CliContext): Promise<ExitCode> {
  return runCommand(ctx, options, () => decideMember(ctx, 'ban', options));
}

export const command = defineCommand<MemberDecisionOptions>({
  path: ['members', 'ban'],
  description: 'Ban a member; their sessions end at once (asks for confirmation on a terminal)',
  arguments: [argument('userId', '<userId>', 'the member')],
  flags: [reasonFlag(), yesFlag(), ...outputFlags()],
  examples: ["kbet members ban member02 --reason '부정 이용'"],
  run,
});
