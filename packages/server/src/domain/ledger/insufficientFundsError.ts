import type { AccountKind } from './accountKinds';

export interface InsufficientFundsDetails {
  accountId: number;
  memberId: number | null;
  kind: AccountKind;
  /** The balance when the debit was refused. */
  balance: number;
  /** The refused (negative) amount. */
  amount: number;
}

/** A posting would take a member account below zero; nothing of its ledger transaction was applied. */
export class InsufficientFundsError extends Error {
  override readonly name = 'InsufficientFundsError';
  readonly details: InsufficientFundsDetails;

  constructor(details: InsufficientFundsDetails) {
    super(
      `account ${details.accountId} (${details.kind}) holds ${details.balance}, cannot apply ${details.amount}`,
    );
    this.details = details;
  }
}

/**
 * Whether a value is an InsufficientFundsError.
 * @example isInsufficientFundsError(error) && error.details.kind === 'emoney'
 */
export const isInsufficientFundsError = (value: unknown): value is InsufficientFundsError =>
  value instanceof InsufficientFundsError;
