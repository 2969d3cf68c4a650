/** A ledger transaction with this dedupe key already exists: the effect happened once already. */
export class DuplicateTransactionError extends Error {
  override readonly name = 'DuplicateTransactionError';
  readonly dedupeKey: string;

  constructor(dedupeKey: string) {
    super(`ledger transaction ${dedupeKey} already posted`);
    this.dedupeKey = dedupeKey;
  }
}

/**
 * Whether a value is a DuplicateTransactionError.
 * @example isDuplicateTransactionError(error) && error.dedupeKey === 'payout:bet:7:v1'
 */
export const isDuplicateTransactionError = (value: unknown): value is DuplicateTransactionError =>
  value instanceof DuplicateTransactionError;
