import type { CliContext } from '../context';

/**
 * The machine output of --json: one JSON document on stdout.
 * @example printJson(ctx, { items, total });
 */
export function printJson(ctx: Pick<CliContext, 'stdout'>, value: unknown): void {
  ctx.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}
