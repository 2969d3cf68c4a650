import type { CliContext } from '../context';
import { styleFor } from './style';
import { terminalSafe } from './terminalSafe';

/**
 * A line for the person, not for the pipe (totals, hints, progress): always on stderr.
 * @example notice(ctx, 'Page 1 of 3 (45 members)');
 */
export function notice(ctx: Pick<CliContext, 'stderr' | 'env'>, text: string): void {
  ctx.stderr.write(`${styleFor(ctx, ctx.stderr).dim(terminalSafe(text))}\n`);
}
