import { isApiError, isInvalidResponseError, isRateLimitedError } from '@kbet/sdk';
import type { CliContext } from '../context';
import { isCliError } from '../errors/cliError';
import { ExitCode } from '../exitCodes';
import { styleFor } from './style';
import { jsonText, terminalSafe } from './terminalSafe';

export interface Failure {
  code: string;
  message: string;
  /** The HTTP status when the server refused. */
  status?: number;
  /** A rate limit's wait (its Retry-After), when the server gave one. */
  retryAfterSeconds?: number;
  exitCode: ExitCode;
}

// 401: no or unknown session; 555: logged in elsewhere; 556: logged out or idle (spec §8).
const SESSION_OVER = new Set([401, 555, 556]);
// @inquirer's errors when the person presses Ctrl-C or the prompt is aborted.
const PROMPT_CANCELLED = new Set(['ExitPromptError', 'AbortPromptError', 'CancelPromptError']);

/**
 * What went wrong, as a code, a message and the exit code it ends with.
 * @example describeFailure(cliErrors.cancelled()) // { code: 'CANCELLED', message: 'Cancelled.', exitCode: 2 }
 */
export function describeFailure(error: unknown): Failure {
  if (isCliError(error)) return { code: error.code, message: error.message, exitCode: error.exitCode };
  if (error instanceof Error && PROMPT_CANCELLED.has(error.name)) {
    return { code: 'CANCELLED', message: 'Cancelled.', exitCode: ExitCode.Cancelled };
  }
  if (isInvalidResponseError(error)) {
    return {
      code: error.code,
      message: 'The server answered in an unexpected shape: are the CLI and the server the same version?',
      status: error.status,
      exitCode: ExitCode.Failure,
    };
  }
  if (isRateLimitedError(error)) {
    const wait = error.retryAfterSeconds;
    return {
      code: error.code,
      message:
        wait === null
          ? 'Too many requests: wait a little before retrying.'
          : `Too many requests: retry in ${wait} s (Retry-After).`,
      status: error.status,
      ...(wait !== null && { retryAfterSeconds: wait }),
      exitCode: ExitCode.Failure,
    };
  }
  if (isApiError(error)) {
    if (error.status === 0) {
      return {
        code: error.code,
        message: 'Cannot reach the server: check that it runs and the URL given to `kbet login --url`.',
        exitCode: ExitCode.Failure,
      };
    }
    if (SESSION_OVER.has(error.status)) {
      return {
        code: error.code,
        message: `${error.message} Run \`kbet login\`.`,
        status: error.status,
        exitCode: ExitCode.AuthRequired,
      };
    }
    return { code: error.code, message: error.message, status: error.status, exitCode: ExitCode.Failure };
  }
  return {
    code: 'UNEXPECTED',
    message: error instanceof Error ? error.message : String(error),
    exitCode: ExitCode.Failure,
  };
}

/**
 * Writes a failure to stderr (as `{ "error": … }` with --json) and returns its exit code.
 * @example return reportError(ctx, error, options.json);
 */
export function reportError(ctx: Pick<CliContext, 'stderr' | 'env'>, error: unknown, json = false): ExitCode {
  const { exitCode, ...failure } = describeFailure(error);
  if (json) {
    ctx.stderr.write(`${jsonText({ error: failure })}\n`);
  } else {
    ctx.stderr.write(
      `${styleFor(ctx, ctx.stderr).red('error')}: ${terminalSafe(`${failure.message} (${failure.code})`)}\n`,
    );
  }
  return exitCode;
}
