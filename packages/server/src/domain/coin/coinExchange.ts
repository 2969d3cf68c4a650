/** A refused exchange: too few coins in the user's wallet, or a tx_id already used for another amount. */
export type CoinExchangeRefusal = 'insufficient_coins' | 'tx_conflict';

export type CoinExchangeResult = { success: true } | { success: false; reason: CoinExchangeRefusal };

/**
 * The coin exchange the members buy coins at (spec §4 Coin deposit; compliance §1: a typed adapter with
 * a simulator). Users are known by their login id. Any implementation must pass the contract suite in
 * `__tests__/coinExchangeContract.ts`.
 */
export interface CoinExchange {
  /** Coins the user holds at the exchange (0 for an unknown user). */
  balance(userId: string): Promise<number>;
  /** The transfer a tx_id made, if any: lets a retry tell "already done" from "not enough coins". */
  findTransfer(userId: string, txId: string): Promise<{ coins: number } | undefined>;
  /**
   * Moves `coins` from the user's wallet to the operator. Idempotent on (userId, txId): a repeat with the
   * same coins succeeds without moving them again; with other coins it is refused as tx_conflict.
   */
  exchange(request: { userId: string; txId: string; coins: number }): Promise<CoinExchangeResult>;
}
