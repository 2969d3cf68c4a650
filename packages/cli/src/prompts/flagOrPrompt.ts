import { type CliContext, isInteractive } from '../context';
import { cliErrors } from '../errors/cliError';

/**
 * A value from its flag, else from a prompt on a terminal; without either the command fails naming the flag.
 * @example const reason = await flagOrPrompt(ctx, options.reason, '--reason', () => ctx.prompts.input('Reason'));
 */
export async function flagOrPrompt<T extends string>(
  ctx: CliContext,
  value: T | undefined,
  flag: string,
  ask: () => Promise<T>,
): Promise<T> {
  if (value !== undefined && value !== '') return value;
  if (!isInteractive(ctx)) throw cliErrors.missingFlag(flag);
  return ask();
}
