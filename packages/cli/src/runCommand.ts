import type { CliContext } from './context';
import { ExitCode } from './exitCodes';
import { reportError } from './output/reportError';

/** Options every command takes. */
export interface CommonOptions {
  /** Machine output on stdout (errors as JSON on stderr). */
  json?: boolean;
}

/**
 * Runs a command body and turns its outcome into an exit code: 0 when it returns, else the code of
 * the error, reported on stderr. Commands never exit the process themselves.
 * @example export const run = (options, ctx) => runCommand(ctx, options, async () => { … });
 */
export async function runCommand(
  ctx: CliContext,
  options: CommonOptions,
  body: () => Promise<void>,
): Promise<ExitCode> {
  try {
    await body();
    return ExitCode.Ok;
  } catch (error) {
    return reportError(ctx, error, options.json);
  }
}
