import type { WalletAction, WalletStatus } from '../../domain/casino/walletCall';

/** The simulator provider's id (casino_providers) and its callback path segment. */
export const SIMULATOR_PROVIDER_ID = 'kbetsim';

/** The headers the simulator signs its callbacks with. */
export const SIMULATOR_TIMESTAMP_HEADER = 'x-sim-timestamp';
export const SIMULATOR_SIGNATURE_HEADER = 'x-sim-signature';

/** The simulator's callback paths (Hub88-shaped) and the wallet action each one is. */
export const SIMULATOR_ACTIONS = {
  authenticate: 'authenticate',
  balance: 'balance',
  bet: 'debit',
  win: 'credit',
  rollback: 'rollback',
  'bet-win': 'debitCredit',
} as const satisfies Record<string, WalletAction>;
export type SimulatorAction = keyof typeof SIMULATOR_ACTIONS;

/** Our wallet outcomes in the simulator provider's status vocabulary. */
export const SIMULATOR_STATUS: Readonly<Record<WalletStatus, string>> = {
  OK: 'RS_OK',
  INVALID_REQUEST: 'RS_ERROR_WRONG_SYNTAX',
  INVALID_SIGNATURE: 'RS_ERROR_INVALID_SIGNATURE',
  INVALID_TOKEN: 'RS_ERROR_INVALID_TOKEN',
  TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  PLAYER_BLOCKED: 'RS_ERROR_USER_DISABLED',
  GAME_UNAVAILABLE: 'RS_ERROR_INVALID_GAME',
  NOT_ENOUGH_MONEY: 'RS_ERROR_NOT_ENOUGH_MONEY',
  BET_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
  ALREADY_SETTLED: 'RS_ERROR_TRANSACTION_ALREADY_SETTLED',
  ROLLED_BACK: 'RS_ERROR_TRANSACTION_ROLLED_BACK',
};

/** A callback's body as the simulator sends it (snake_case, amounts in whole won). */
export interface SimulatorWireCall {
  token: string;
  user?: string;
  transaction_uuid?: string;
  reference_transaction_uuid?: string;
  round?: string;
  game_code?: string;
  amount?: number;
  bet?: number;
  win?: number;
}

/** The simulator's answer body. */
export interface SimulatorWireAnswer {
  status: string;
  user?: string;
  balance?: number;
  transaction_uuid?: string;
}
