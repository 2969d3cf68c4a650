import * as z from 'zod/mini';
import { REPORT_GROUPINGS } from '../partners/aggregateFacts';
import { StaffReason } from './admin';
import { Count, Id, IsoDateTime, IsoDay, int, SignedWon, str, Text, Won } from './common';

// Partners, settlement and reports (/admin-api/partners, /settlement, /reports; /partner-api): kbet's own shapes.

/** A rate in basis points (1 bp = 0.01 %), 0-10,000. */
export const RateBp = int(0, 10_000);

export const RollingRates = z.object({
  sports: RateBp,
  minigame: RateBp,
  virtual: RateBp,
  casino: RateBp,
  slot: RateBp,
}); // kbet's own shape

export const CarryoverRuleSchema = z.union([
  z.object({ mode: z.literal('none') }),
  z.object({ mode: z.literal('carry') }),
  z.object({ mode: z.literal('capped'), cap: Won }),
]); // kbet's own shape

export const ContractTermsSchema = z.object({
  losingBp: RateBp,
  rollingBp: RollingRates,
  carryover: CarryoverRuleSchema,
}); // kbet's own shape

export const PartnerContractView = z.object({ ...ContractTermsSchema.shape, effectiveFrom: IsoDay }); // kbet's own shape

const PartnerCode = str(2, 20).check(z.regex(/^[A-Za-z0-9]+$/, 'Expected 2-20 letters or digits'));

/** A partner of the tree with the contract in force today (null before its first one starts). */
export const AdminPartner = z.object({
  memberId: Id,
  parentId: z.nullable(Id),
  tier: z.literal([1, 2, 3]),
  code: Text,
  userId: Text,
  nickname: Text,
  contract: z.nullable(PartnerContractView),
  members: Count,
}); // kbet's own shape

/** GET /admin-api/partners/{userId}: the partner, every contract (newest first) and its direct members. */
export const AdminPartnerDetail = z.object({
  ...AdminPartner.shape,
  contracts: z.array(PartnerContractView),
}); // kbet's own shape

/** POST /admin-api/partners: make a member a partner under a parent (null: a 1st-tier distributor). */
export const PartnerCreateRequest = z.object({
  userId: Text,
  parentUserId: z.nullable(Text),
  code: PartnerCode,
  terms: ContractTermsSchema,
}); // kbet's own shape

/** PUT /admin-api/partners/{userId}/contract: new terms from the next period, audited with the reason. */
export const ContractSetRequest = z.object({ terms: ContractTermsSchema, reason: StaffReason }); // kbet's own shape

export const ContractSetResult = z.object({ effectiveFrom: IsoDay }); // kbet's own shape

/** PUT /admin-api/members/{userId}/partner: move a member to another partner (null: none), with a reason. */
export const MemberMoveRequest = z.object({ partnerUserId: z.nullable(Text), reason: StaffReason }); // kbet's own shape

export const CommissionKindSchema = z.enum(['rolling', 'losing', 'recommender']);
export const VerticalSchema = z.enum(['sports', 'minigame', 'virtual', 'casino', 'slot']);

/** One line of a settlement with its computation; an adjustment names the closed period it corrects. */
export const SettlementLine = z.object({
  partnerId: Id,
  memberId: Id,
  kind: CommissionKindSchema,
  vertical: z.nullable(VerticalSchema),
  base: SignedWon,
  rateBp: RateBp,
  childRateBp: z.nullable(RateBp),
  amount: SignedWon,
  computation: z.string(),
  adjustsPeriodId: z.nullable(Id),
}); // kbet's own shape

export const SettlementTotal = z.object({
  partnerId: Id,
  kind: CommissionKindSchema,
  amount: SignedWon,
  lines: Count,
}); // kbet's own shape

/** POST /admin-api/settlement/preview and /run: the period holding `period` (any of its days). */
export const SettlementRequest = z.object({ period: IsoDay, hold: z.optional(z.boolean()) }); // kbet's own shape

/** The dry run: what a run would store and pay, nothing written. */
export const SettlementPreview = z.object({
  from: IsoDay,
  to: IsoDay,
  lines: z.array(SettlementLine),
  totals: z.array(SettlementTotal),
}); // kbet's own shape

export const SettlementPeriodView = z.object({
  id: Id,
  from: IsoDay,
  to: IsoDay,
  status: z.enum(['held', 'released']),
  runAt: IsoDateTime,
  releasedAt: z.nullable(IsoDateTime),
}); // kbet's own shape

export const SettlementRunResult = z.object({ period: SettlementPeriodView, replayed: z.boolean() }); // kbet's own shape

export const SettlementPayout = z.object({
  partnerId: Id,
  kind: CommissionKindSchema,
  amount: SignedWon,
  transactionId: z.nullable(Id),
}); // kbet's own shape

/** GET /admin-api/settlement/{id}: the period, its lines and its payouts. */
export const SettlementDetail = z.object({
  period: SettlementPeriodView,
  lines: z.array(SettlementLine),
  payouts: z.array(SettlementPayout),
}); // kbet's own shape

/** POST /admin-api/settlement/{id}/hold: keep an unpaid period from being paid, with the reason. */
export const SettlementHoldRequest = z.object({ reason: StaffReason }); // kbet's own shape

/** GET /admin-api/reports and /partner-api/report: ledger facts summed with the SDK's aggregateFacts. */
export const ReportQuery = z.object({
  from: IsoDay,
  to: IsoDay,
  by: z.enum(REPORT_GROUPINGS),
  /** Staff only: one partner's downline (its user id), or the members a recommender referred. */
  partner: z.optional(Text),
  recommender: z.optional(Text),
}); // kbet's own shape

export const ReportRowSchema = z.object({
  key: z.string(),
  turnover: SignedWon,
  payouts: SignedWon,
  ggr: SignedWon,
  bonuses: SignedWon,
  ngr: SignedWon,
  deposits: SignedWon,
  withdrawals: SignedWon,
  members: Count,
}); // kbet's own shape

export const ReportResult = z.object({ rows: z.array(ReportRowSchema), total: ReportRowSchema }); // kbet's own shape

/** GET /admin-api/accounts/check?userId: every balance against the sum of its postings, and shared details. */
export const AccountCheckResult = z.object({
  checked: Count,
  mismatches: z.array(
    z.object({ memberId: Id, userId: Text, kind: Text, balance: SignedWon, postings: SignedWon }),
  ),
  duplicates: z.array(z.object({ field: z.enum(['phone', 'bankAccount']), userIds: z.array(Text) })),
}); // kbet's own shape

export type AdminPartner = z.infer<typeof AdminPartner>;
export type AdminPartnerDetail = z.infer<typeof AdminPartnerDetail>;
export type PartnerCreateRequest = z.infer<typeof PartnerCreateRequest>;
export type ContractSetRequest = z.infer<typeof ContractSetRequest>;
export type MemberMoveRequest = z.infer<typeof MemberMoveRequest>;
export type SettlementLine = z.infer<typeof SettlementLine>;
export type SettlementPreview = z.infer<typeof SettlementPreview>;
export type SettlementPeriodView = z.infer<typeof SettlementPeriodView>;
export type SettlementRunResult = z.infer<typeof SettlementRunResult>;
export type SettlementDetail = z.infer<typeof SettlementDetail>;
export type ReportQuery = z.infer<typeof ReportQuery>;
export type ReportResult = z.infer<typeof ReportResult>;
export type AccountCheckResult = z.infer<typeof AccountCheckResult>;
