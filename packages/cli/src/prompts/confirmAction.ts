import { type CliContext, isInteractive } from '../context';
import { cliErrors } from '../errors/cliError';

/**
 * Asks before a change unless --yes. Without a terminal there is nobody to ask, so --yes is required
 * (exit 2); a declined question is a cancellation (exit 2) too.
 * @example await confirmAction(ctx, options, 'Approve member01?');
 */
export async function confirmAction(
  ctx: CliContext,
  options: { yes?: boolean },
  question: string,
): Promise<void> {
  if (options.yes) return;
  if (!isInteractive(ctx)) throw cliErrors.confirmationRequired(question);
  if (!(await ctx.prompts.confirm(question))) throw cliErrors.cancelled();
}
