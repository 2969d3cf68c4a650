import type { CliContext } from './context';
import { ExitCode } from './exitCodes';
import { formatOf, type OutputOptions, wantsJson, withOutputFormat } from './output/outputFormat';
import { reportError } from './output/reportError';

/** Options every command takes: `--format table|csv|json` and its alias `--json` (errors as JSON on stderr). */
export type CommonOptions = OutputOptions;

/**
 * Runs a command body in the format its options ask for and turns its outcome into an exit code: 0 when it
 * returns, else the code of the error, reported on stderr. Commands never exit the process themselves.
 * @example export const run = (options, ctx) => runCommand(ctx, options, async () => { … });
 */
export async function runCommand(
  ctx: CliContext,
  options: CommonOptions,
  body: () => Promise<void>,
): Promise<ExitCode> {
  try {
    await withOutputFormat(formatOf(options), body);
    return ExitCode.Ok;
  } catch (error) {
    return reportError(ctx, error, wantsJson(options));
  }
}
