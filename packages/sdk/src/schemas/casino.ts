import * as z from 'zod/mini';
import { Flag, Text, Won } from './common';

/** A casino vendor (enjoycx thirdpartycode) of the lobby with its games (GET /casino/vendors). */
export const CasinoVendor = z.object({
  thirdPartyCode: Text,
  thirdPartyName: z.string(),
  /** casino: live tables; slot: slot machines. */
  vertical: z.literal(['casino', 'slot']),
  maintenanceFlag: Flag,
  games: z.array(z.object({ code: Text, name: z.string() })),
}); // kbet's own shape

/** GET /casino/vendors?vertical. */
export const CasinoVendorQuery = z.object({ vertical: z.optional(z.literal(['casino', 'slot'])) });

/** POST /casino-money/transfer: cash (emoney) ↔ casino money, with an Idempotency-Key. */
export const CasinoTransferRequest = z.object({
  direction: z.literal(['toCasino', 'toCash']),
  amount: Won,
}); // kbet's own shape

/** The wallets after a transfer. */
export const CasinoTransferResult = z.object({ emoney: Won, casinoMoney: Won }); // kbet's own shape

export type CasinoVendor = z.infer<typeof CasinoVendor>;
export type CasinoVendorQuery = z.infer<typeof CasinoVendorQuery>;
export type CasinoTransferRequest = z.infer<typeof CasinoTransferRequest>;
export type CasinoTransferResult = z.infer<typeof CasinoTransferResult>;
