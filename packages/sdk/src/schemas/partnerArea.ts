import * as z from 'zod/mini';
import { REPORT_GROUPINGS } from '../partners/aggregateFacts';
import { PartnerContractView, ReportResult, SettlementLine } from './adminPartners';
import { Count, Id, IsoDateTime, IsoDay, SignedWon, Text } from './common';

// The partner and recommender areas (/partner-api, /recommender-api): the session's own downline only. kbet's own shapes.

/** One tier of the partner's path, top first: the layout's contract and rolling percentages per tier. */
export const PartnerTierView = z.object({
  tier: z.literal([1, 2, 3]),
  nickname: Text,
  contract: z.nullable(PartnerContractView),
}); // kbet's own shape

/** GET /partner-api/me: the partner, its sign-up code and its upline's terms (its own last). */
export const PartnerMe = z.object({
  memberId: Id,
  nickname: Text,
  tier: z.literal([1, 2, 3]),
  code: Text,
  upline: z.array(PartnerTierView),
  members: Count,
}); // kbet's own shape

/** A downline member as a partner or recommender sees it: names, phone and account number masked. */
export const DownlineMember = z.object({
  memberId: Id,
  userId: Text,
  nickname: Text,
  accountHolder: z.string(),
  phone: z.string(),
  bankAccount: z.string(),
  status: Text,
  emoney: SignedWon,
  createdAt: IsoDateTime,
}); // kbet's own shape

export const DownlineQuery = z.object({ from: IsoDay, to: IsoDay, by: z.enum(REPORT_GROUPINGS) }); // kbet's own shape

/** The calc page: the session's own settlement lines with their periods and computations. */
export const OwnSettlementLine = z.object({ ...SettlementLine.shape, from: IsoDay, to: IsoDay }); // kbet's own shape

export { ReportResult };
export type PartnerMe = z.infer<typeof PartnerMe>;
export type DownlineMember = z.infer<typeof DownlineMember>;
export type DownlineQuery = z.infer<typeof DownlineQuery>;
export type OwnSettlementLine = z.infer<typeof OwnSettlementLine>;
