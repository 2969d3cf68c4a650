import * as z from 'zod/mini';
import { CASINO_DELETE_ALL_MAX } from '../casino/casinoGameType';
import { StaffReason } from './admin';
import { Id, IsoDateTime, IsoDay, Text, Won } from './common';

/** A game provider as staff see it (GET /admin-api/casino/providers). */
export const AdminCasinoProvider = z.object({
  id: Text,
  name: z.string(),
  enabled: z.boolean(),
  maintenance: z.boolean(),
}); // kbet's own shape

/** A provider's game (GET /admin-api/casino/games). */
export const AdminCasinoGame = z.object({
  providerId: Text,
  code: Text,
  thirdPartyCode: Text,
  thirdPartyName: z.string(),
  name: z.string(),
  vertical: z.literal(['casino', 'slot']),
  enabled: z.boolean(),
}); // kbet's own shape

/** PUT /admin-api/casino/providers/{id}/enabled (audited with the reason). */
export const CasinoProviderEnabledUpdate = z.object({ enabled: z.boolean(), reason: StaffReason }); // kbet's own shape

/** PUT /admin-api/casino/providers/{id}/maintenance: the lobby shows 점검중입니다. and launches stop (audited). */
export const CasinoProviderMaintenanceUpdate = z.object({ maintenance: z.boolean(), reason: StaffReason }); // kbet's own shape

/** One wallet call's record (GET /admin-api/casino/rounds?userId). */
export const AdminCasinoWalletRecord = z.object({
  id: Id,
  providerId: Text,
  providerTxId: Text,
  action: z.literal(['debit', 'credit', 'rollback']),
  status: z.string(),
  roundId: Text,
  betTxId: z.nullable(z.string()),
  gameCode: Text,
  vertical: z.literal(['casino', 'slot']),
  amount: Won,
  createdAt: IsoDateTime,
}); // kbet's own shape

export const AdminCasinoRoundsQuery = z.object({ userId: Text }); // kbet's own shape

/** A round's money as one side counts it. */
export const CasinoRoundTotals = z.object({ roundId: Text, bet: Won, win: Won, refund: Won }); // kbet's own shape

/** POST /admin-api/casino/providers/{id}/reconcile: the provider's round report of a KST day. */
export const CasinoReconcileRequest = z.object({
  day: IsoDay,
  /** Without it, the server fetches the provider's own report (the simulators keep one). */
  rounds: z.optional(z.array(CasinoRoundTotals).check(z.maxLength(CASINO_DELETE_ALL_MAX))),
}); // kbet's own shape

/** A round whose totals differ; a missing side is null. */
export const CasinoReconcileMismatch = z.object({
  roundId: Text,
  ours: z.nullable(CasinoRoundTotals),
  theirs: z.nullable(CasinoRoundTotals),
}); // kbet's own shape

export const CasinoReconcileResult = z.object({
  provider: Text,
  day: IsoDay,
  checked: Won,
  mismatches: z.array(CasinoReconcileMismatch),
}); // kbet's own shape

export type AdminCasinoProvider = z.infer<typeof AdminCasinoProvider>;
export type AdminCasinoGame = z.infer<typeof AdminCasinoGame>;
export type CasinoProviderEnabledUpdate = z.infer<typeof CasinoProviderEnabledUpdate>;
export type CasinoProviderMaintenanceUpdate = z.infer<typeof CasinoProviderMaintenanceUpdate>;
export type AdminCasinoWalletRecord = z.infer<typeof AdminCasinoWalletRecord>;
export type AdminCasinoRoundsQuery = z.infer<typeof AdminCasinoRoundsQuery>;
export type CasinoRoundTotals = z.infer<typeof CasinoRoundTotals>;
export type CasinoReconcileRequest = z.infer<typeof CasinoReconcileRequest>;
export type CasinoReconcileMismatch = z.infer<typeof CasinoReconcileMismatch>;
export type CasinoReconcileResult = z.infer<typeof CasinoReconcileResult>;
