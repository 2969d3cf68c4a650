import type { CliContext } from '../context';
import { jsonText } from './terminalSafe';

/**
 * The machine output of --json: one JSON document on stdout, inert on a terminal.
 * @example printJson(ctx, { items, total });
 */
export function printJson(ctx: Pick<CliContext, 'stdout'>, value: unknown): void {
  ctx.stdout.write(`${jsonText(value, 2)}\n`);
}
