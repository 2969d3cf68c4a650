import type { CliContext } from '../../context';
import { printJson, printLine, wantsJson } from '../../output';
import { confirmAction } from '../../prompts/confirmAction';
import { flagOrPrompt } from '../../prompts/flagOrPrompt';
import type { CommonOptions } from '../../runCommand';
import { requireClient } from '../../session/requireClient';

export interface MemberDecisionOptions extends CommonOptions {
  userId: string;
  /** Kept in the audit log; asked for on a terminal when missing. */
  reason?: string;
  /** Skip the confirmation (required without a terminal). */
  yes?: boolean;
}

const QUESTIONS = {
  approve: (userId: string) => `Approve the sign-up of ${userId}?`,
  reject: (userId: string) => `Reject the sign-up of ${userId}? They can never log in.`,
  ban: (userId: string) => `Ban ${userId}? Their sessions end at once.`,
} as const;

/**
 * The body of `kbet members approve|reject|ban`: reason, confirmation, the call, the outcome.
 * @example await decideMember(ctx, 'ban', { userId: 'member02', reason: '부정 이용', yes: true });
 */
export async function decideMember(
  ctx: CliContext,
  verb: keyof typeof QUESTIONS,
  options: MemberDecisionOptions,
): Promise<void> {
  const client = await requireClient(ctx);
  const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
  await confirmAction(ctx, options, QUESTIONS[verb](options.userId));
  const result = await client.admin.members[verb](options.userId, { reason });
  if (wantsJson(options)) {
    printJson(ctx, result);
    return;
  }
  printLine(ctx, `${result.userId}: ${result.previousStatus} → ${result.status}`);
}
