import type { CliContext } from '../context';
import { displayWidth } from './displayWidth';
import { styleFor } from './style';
import { terminalSafe } from './terminalSafe';

/**
 * One record as `label  value` lines on a terminal (labels bold), `label<TAB>value` otherwise.
 * @example printDetails(ctx, [['User ID', 'member01'], ['Status', 'active']]);
 */
export function printDetails(
  ctx: Pick<CliContext, 'stdout' | 'env'>,
  fields: readonly (readonly [label: string, value: string | number | null | undefined])[],
): void {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined || value === '' ? '-' : terminalSafe(String(value));
  if (ctx.stdout.isTTY !== true) {
    for (const [label, value] of fields) ctx.stdout.write(`${label}\t${text(value)}\n`);
    return;
  }
  const width = Math.max(...fields.map(([label]) => displayWidth(label)));
  const { bold } = styleFor(ctx, ctx.stdout);
  for (const [label, value] of fields) {
    ctx.stdout.write(`${bold(label)}${' '.repeat(width - displayWidth(label))}  ${text(value)}\n`);
  }
}
