import * as z from 'zod/mini';
import { REPORT_GROUPINGS } from '../partners/aggregateFacts';
import { PartnerContractView, ReportResult, SettlementLine } from './adminPartners';
import { Count, Id, Int, IsoDateTime, IsoDay, page, required, SignedWon, Text, Won } from './common';

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

/** GET /partner-api/bets and /partner-api/casino-bets: Korean days `from`-`to`, 20 rows a page. */
export const DownlineBetQuery = z.object({ from: IsoDay, to: IsoDay, page: z.optional(Id) }); // kbet's own shape

/** A bet slip of a downline member (sports, live, mini-game or virtual; game types 1-4). */
export const DownlineBet = z.object({
  id: Id,
  userId: Text,
  nickname: Text,
  gameType: z.literal([1, 2, 3, 4]),
  amount: Won,
  totalRatio: z.string(),
  payout: Won,
  status: Int,
  /** The status and result names of the operator's code table (BET_STATUS, WIN_FLAG). */
  statusName: z.nullable(z.string()),
  settlementName: z.nullable(z.string()),
  createdAt: IsoDateTime,
  settledAt: z.nullable(IsoDateTime),
  cancelAt: z.nullable(IsoDateTime),
}); // kbet's own shape

/** A casino or slot wallet record of a downline member (bets, wins and rollbacks). */
export const DownlineCasinoBet = z.object({
  id: Id,
  userId: Text,
  nickname: Text,
  vertical: z.literal(['casino', 'slot']),
  thirdPartyName: z.string(),
  gameCode: z.string(),
  action: z.literal(['debit', 'credit', 'rollback']),
  amount: Won,
  cancelAmount: z.nullable(Won),
  createdAt: IsoDateTime,
  processedAt: z.nullable(IsoDateTime),
  cancelAt: z.nullable(IsoDateTime),
}); // kbet's own shape

export const DownlineBetPage = page(DownlineBet); // kbet's own shape
export const DownlineCasinoBetPage = page(DownlineCasinoBet); // kbet's own shape

/** A partner's inquiry to staff (/partner/customer) with staff's answers, oldest answer first. */
export const PartnerInquiry = z.object({
  id: Id,
  title: z.string(),
  questionContents: z.string(),
  answers: z.array(z.object({ id: Id, answerContents: z.string() })),
  createdAt: IsoDateTime,
}); // kbet's own shape

/** POST /partner-api/inquiries. */
export const PartnerInquiryCreate = z.object({
  title: required(200),
  questionContents: required(4000),
}); // kbet's own shape

export { ReportResult };
export type PartnerMe = z.infer<typeof PartnerMe>;
export type DownlineMember = z.infer<typeof DownlineMember>;
export type DownlineQuery = z.infer<typeof DownlineQuery>;
export type OwnSettlementLine = z.infer<typeof OwnSettlementLine>;
export type DownlineBetQuery = z.infer<typeof DownlineBetQuery>;
export type DownlineBet = z.infer<typeof DownlineBet>;
export type DownlineCasinoBet = z.infer<typeof DownlineCasinoBet>;
export type DownlineBetPage = z.infer<typeof DownlineBetPage>;
export type DownlineCasinoBetPage = z.infer<typeof DownlineCasinoBetPage>;
export type PartnerInquiry = z.infer<typeof PartnerInquiry>;
export type PartnerInquiryCreate = z.infer<typeof PartnerInquiryCreate>;
