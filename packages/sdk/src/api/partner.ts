import * as z from 'zod/mini';
import { ReportResult } from '../schemas/adminPartners';
import {
  DownlineBetPage,
  type DownlineBetQuery,
  DownlineCasinoBetPage,
  DownlineMember,
  type DownlineQuery,
  OwnSettlementLine,
  PartnerInquiry,
  type PartnerInquiryCreate,
  PartnerMe,
} from '../schemas/partnerArea';
import type { CallInput, CallOptions, Send } from './createSend';

/**
 * The partner area's calls (/partner-api): the session's own tree only, personal data masked.
 * @example const me = await client.partner.me();
 */
export const partner = (send: Send) => ({
  /** GET /partner-api/me: tier, code and the upline's contract and rolling rates. */
  me: (options?: CallOptions) => send('GET', '/partner-api/me', PartnerMe, { options }),
  /** GET /partner-api/members: the downline, masked. */
  members: (options?: CallOptions) =>
    send('GET', '/partner-api/members', z.array(DownlineMember), { options }),
  /** GET /partner-api/report?from&to&by: the downline's ledger facts summed by aggregateFacts. */
  report: (query: CallInput<typeof DownlineQuery>, options?: CallOptions) =>
    send('GET', '/partner-api/report', ReportResult, { query, options }),
  /** GET /partner-api/settlements: the partner's own settlement lines (calc). */
  settlements: (options?: CallOptions) =>
    send('GET', '/partner-api/settlements', z.array(OwnSettlementLine), { options }),
  /** GET /partner-api/bets?from&to&page: the downline's bet slips of every vertical, newest first. */
  bets: (query: CallInput<typeof DownlineBetQuery>, options?: CallOptions) =>
    send('GET', '/partner-api/bets', DownlineBetPage, { query, options }),
  /** GET /partner-api/casino-bets?from&to&page: the downline's casino and slot records, newest first. */
  casinoBets: (query: CallInput<typeof DownlineBetQuery>, options?: CallOptions) =>
    send('GET', '/partner-api/casino-bets', DownlineCasinoBetPage, { query, options }),
  /** GET /partner-api/inquiries: the partner's inquiries to staff with their answers, newest first. */
  inquiries: (options?: CallOptions) =>
    send('GET', '/partner-api/inquiries', z.array(PartnerInquiry), { options }),
  /** POST /partner-api/inquiries: a new inquiry to staff. */
  ask: (body: CallInput<typeof PartnerInquiryCreate>, options?: CallOptions) =>
    send('POST', '/partner-api/inquiries', PartnerInquiry, { body, options }),
});

/**
 * The recommender area's calls (/recommender-api): the members the session referred.
 * @example const log = await client.recommender.settlements();
 */
export const recommender = (send: Send) => ({
  /** GET /recommender-api/members: the referred members, masked. */
  members: (options?: CallOptions) =>
    send('GET', '/recommender-api/members', z.array(DownlineMember), { options }),
  /** GET /recommender-api/report?from&to&by: the referred members' facts. */
  report: (query: CallInput<typeof DownlineQuery>, options?: CallOptions) =>
    send('GET', '/recommender-api/report', ReportResult, { query, options }),
  /** GET /recommender-api/settlements: the settlement log. */
  settlements: (options?: CallOptions) =>
    send('GET', '/recommender-api/settlements', z.array(OwnSettlementLine), { options }),
});
