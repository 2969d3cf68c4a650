import type { CliContext } from '../context';
import { csvField } from './csvField';
import { displayWidth } from './displayWidth';
import { kstTimes } from './kstTimes';
import { currentOutputFormat, type OutputFormat } from './outputFormat';
import { printJson } from './printJson';
import { styleFor } from './style';
import { terminalSafe } from './terminalSafe';

type Value = string | number | null | undefined;

/**
 * One record in the command's format: `label  value` lines on a terminal (labels bold), `label<TAB>value`
 * piped, a header row of labels over one row of values in CSV, an object keyed by label in JSON (when the
 * command has no JSON of its own). Instants read in KST except in JSON.
 * @example printDetails(ctx, [['User ID', 'member01'], ['Status', 'active']]);
 */
export function printDetails(
  ctx: Pick<CliContext, 'stdout' | 'env'>,
  fields: readonly (readonly [label: string, value: Value])[],
  format: OutputFormat = currentOutputFormat(),
): void {
  if (format === 'json') {
    printJson(ctx, Object.fromEntries(fields.map(([label, value]) => [label, value ?? null])));
    return;
  }
  const text = (value: Value) =>
    value === null || value === undefined || value === '' ? '-' : kstTimes(terminalSafe(String(value)));
  if (format === 'csv') {
    ctx.stdout.write(`${fields.map(([label]) => csvField(label)).join(',')}\n`);
    ctx.stdout.write(
      `${fields.map(([, value]) => csvField(text(value).replace(/[\r\n]/g, ' '))).join(',')}\n`,
    );
    return;
  }
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
