/**
 * Our side of the seamless-wallet contract, in our own words: a provider adapter turns the provider's wire
 * call into a WalletCall and our WalletAnswer back into the provider's status vocabulary.
 */
export type WalletCall =
  | { action: 'authenticate'; token: string }
  | { action: 'balance'; token: string; playerId: string }
  | WalletMoneyCall;

/** Fields every money-moving call carries: the provider's transaction id is the idempotency key. */
interface WalletMoneyFields {
  token: string;
  playerId: string;
  txId: string;
  roundId: string;
  gameCode: string;
}

export type WalletMoneyCall =
  | (WalletMoneyFields & { action: 'debit'; amount: number })
  | (WalletMoneyFields & { action: 'credit'; betTxId: string; amount: number })
  | (WalletMoneyFields & { action: 'rollback'; betTxId: string })
  | (WalletMoneyFields & { action: 'debitCredit'; betAmount: number; winAmount: number });

export type WalletAction = WalletCall['action'];

/**
 * Every outcome of a wallet call. OK carries the balance after it; NOT_ENOUGH_MONEY carries the real balance.
 * BET_NOT_FOUND: a credit for a bet we never took. ALREADY_SETTLED: a credit or rollback of a bet already won
 * or refunded. ROLLED_BACK: a bet whose rollback arrived first.
 */
export const WALLET_STATUSES = [
  'OK',
  'INVALID_REQUEST',
  'INVALID_SIGNATURE',
  'INVALID_TOKEN',
  'TOKEN_EXPIRED',
  'PLAYER_BLOCKED',
  'GAME_UNAVAILABLE',
  'NOT_ENOUGH_MONEY',
  'BET_NOT_FOUND',
  'ALREADY_SETTLED',
  'ROLLED_BACK',
] as const;
export type WalletStatus = (typeof WALLET_STATUSES)[number];

export interface WalletAnswer {
  status: WalletStatus;
  /** The member's casino money after the call (won), when the player is known. */
  balance?: number;
  playerId?: string;
  /** Our id of the effect (the ledger transaction), for the provider's reconciliation. */
  transactionId?: string;
}

/**
 * A provider's transaction and round ids: letters, digits and . _ - only, so the suffix we add to a
 * debit-and-credit's win (`#win`) can never collide with an id the provider sends.
 */
export const WALLET_ID_PATTERN = /^[A-Za-z0-9._-]{1,100}$/;
