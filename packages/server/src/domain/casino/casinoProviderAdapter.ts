import type { CasinoRoundTotals } from '@kbet/sdk/admin';
import type { Db } from '../../db/createSql';
import type { WalletAction, WalletAnswer, WalletCall } from './walletCall';

/** What the callback route hands an adapter: the exact bytes received and the headers. */
export interface SignedRequest {
  rawBody: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  now: Date;
}

/**
 * One game provider's side of the seamless wallet: it checks the provider's signature, reads its wire call
 * as a WalletCall and writes our answer in its status vocabulary. A provider is enabled only once its adapter
 * passes the wallet contract suite (server/test/casinoWalletContract.ts).
 */
export interface CasinoProviderAdapter {
  /** The casino_providers id; also the callback path segment (/casino-wallet/:provider/:action). */
  readonly id: string;
  /** Whether the request is signed by the provider within its time window (constant-time comparison). */
  verify(request: SignedRequest): boolean;
  /** The provider's call, or undefined when the action is unknown or the body malformed. */
  parse(action: string, body: unknown): WalletCall | undefined;
  /** The page the member's new window opens for a launch (the provider's game client). */
  launchUrl(launch: { token: string; gameCode: string; platform: 'PC' | 'MOBILE' }): string;
  /** Our answer as the provider expects it. */
  format(answer: WalletAnswer, action: WalletAction | undefined): unknown;
  /**
   * The provider's own round report for [from, to) (its back office's totals per round), when the adapter can
   * fetch it; otherwise staff supply the report file to reconciliation.
   */
  roundReport?(db: Db, from: Date, to: Date): Promise<CasinoRoundTotals[]>;
}
