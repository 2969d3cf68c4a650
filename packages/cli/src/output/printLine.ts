import type { CliContext } from '../context';
import { terminalSafe } from './terminalSafe';

/**
 * One line of human output on stdout, its text made terminal-safe (it usually quotes member data).
 * @example printLine(ctx, `Answered inquiry ${inquiry.id} of ${inquiry.userId}`);
 */
export function printLine(ctx: Pick<CliContext, 'stdout'>, text: string): void {
  ctx.stdout.write(`${terminalSafe(text)}\n`);
}
