import { ExitCode } from '../exitCodes';

/** A failure the CLI explains itself: a stable code for --json, a message, and the exit code. */
export class CliError extends Error {
  override readonly name = 'CliError';
  readonly code: string;
  readonly exitCode: ExitCode;

  constructor(code: string, message: string, exitCode: ExitCode = ExitCode.Failure) {
    super(message);
    this.code = code;
    this.exitCode = exitCode;
  }
}

/**
 * Whether a value is a CliError.
 * @example isCliError(error) && error.exitCode === ExitCode.Cancelled
 */
export const isCliError = (value: unknown): value is CliError => value instanceof CliError;

/**
 * The CLI's own refusals.
 * @example throw cliErrors.missingFlag('--reason');
 */
export const cliErrors = {
  notLoggedIn: () =>
    new CliError('LOGIN_REQUIRED', 'Not logged in. Run `kbet login` first.', ExitCode.AuthRequired),
  cancelled: () => new CliError('CANCELLED', 'Cancelled.', ExitCode.Cancelled),
  confirmationRequired: (question?: string) =>
    new CliError(
      'CONFIRMATION_REQUIRED',
      `${question === undefined ? '' : `${question} `}This changes data and there is no terminal to confirm on: pass --yes to confirm it.`,
      ExitCode.Cancelled,
    ),
  missingFlag: (flag: string) =>
    new CliError('MISSING_FLAG', `${flag} is required when there is no terminal to ask on.`),
  nothingToChange: (flags: string) => new CliError('NOTHING_TO_CHANGE', `Nothing to change: give ${flags}.`),
  invalidValue: (flag: string, expected: string) =>
    new CliError('INVALID_VALUE', `${flag} must be ${expected}.`),
  notStaff: (userId: string) =>
    new CliError('NOT_STAFF', `${userId} is not a staff account; the back office needs one.`),
  roundUnverified: (roundId: number, why: string) =>
    new CliError('ROUND_NOT_VERIFIED', `Round ${roundId} does not verify: ${why}.`),
  badConfig: (path: string) =>
    new CliError('BAD_CONFIG', `${path} is not a kbet config file (invalid JSON).`),
} as const;
