import * as z from 'zod/mini';
import { ReportResult } from '../schemas/adminPartners';
import { DownlineMember, type DownlineQuery, OwnSettlementLine, PartnerMe } from '../schemas/partnerArea';
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
