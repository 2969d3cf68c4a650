import { CASINO_MESSAGES, type CasinoMessageCode } from './casinoMessages';

/** Casino money moves in whole thousands of won, at least 1,000 and at most 100,000,000 at a time. */
export const CASINO_TRANSFER_MIN = 1_000;
export const CASINO_TRANSFER_STEP = 1_000;
export const CASINO_TRANSFER_MAX = 100_000_000;

/** Which way a transfer goes: cash (emoney) to casino money, or back. */
export type CasinoTransferDirection = 'toCasino' | 'toCash';

export type CasinoTransferCheck = { ok: true } | { ok: false; code: CasinoMessageCode; message: string };

const refuse = (code: CasinoMessageCode): CasinoTransferCheck => ({
  ok: false,
  code,
  message: CASINO_MESSAGES[code],
});

/**
 * Whether `amount` may move out of a wallet holding `available` (the spec has no rule: kbet's is whole
 * thousands between 1,000 and 100,000,000, never more than the wallet holds).
 * @example checkCasinoTransfer(5_000, 3_000) // { ok: false, code: 'CASINO_TRANSFER_SHORT', … }
 */
export function checkCasinoTransfer(amount: number, available: number): CasinoTransferCheck {
  if (!Number.isSafeInteger(amount) || amount < CASINO_TRANSFER_MIN) return refuse('CASINO_TRANSFER_MIN');
  if (amount > CASINO_TRANSFER_MAX) return refuse('CASINO_TRANSFER_MAX');
  if (amount % CASINO_TRANSFER_STEP !== 0) return refuse('CASINO_TRANSFER_STEP');
  if (amount > available) return refuse('CASINO_TRANSFER_SHORT');
  return { ok: true };
}
