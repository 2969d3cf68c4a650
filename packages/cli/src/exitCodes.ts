/** How every command ends (the GitHub CLI's convention): scripts branch on these, not on text. */
export const ExitCode = {
  Ok: 0,
  Failure: 1,
  /** A confirmation was declined, interrupted, or needed --yes without a terminal. */
  Cancelled: 2,
  /** No stored login, or the server ended the session: run `kbet login`. */
  AuthRequired: 4,
} as const;

export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
