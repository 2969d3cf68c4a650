/**
 * A refusal of the business: a stable machine code (the name of the ko.ts message it carries, or the code
 * of the SDK rule that failed), the member-facing Korean message and optional details. The domain never
 * picks an HTTP status: one table (errors/domainErrorStatus.ts) maps each code to its status.
 * @example throw new DomainError('BET_SUSPENDED', ko.BET_SUSPENDED);
 */
export class DomainError extends Error {
  override readonly name: string = 'DomainError';
  readonly code: string;
  readonly data: unknown;

  constructor(code: string, message: string, data?: unknown) {
    super(message);
    this.code = code;
    this.data = data;
  }
}

/**
 * Whether a value is a DomainError.
 * @example isDomainError(error) && error.code === 'RG_SELF_EXCLUDED'
 */
export const isDomainError = (value: unknown): value is DomainError => value instanceof DomainError;
