import * as z from 'zod/mini';
import {
  AccountCheckResult,
  AdminPartner,
  AdminPartnerDetail,
  type ContractSetRequest,
  ContractSetResult,
  type MemberMoveRequest,
  type PartnerCreateRequest,
  type ReportQuery,
  ReportResult,
  SettlementDetail,
  type SettlementHoldRequest,
  SettlementPeriodView,
  SettlementPreview,
  type SettlementRequest,
  SettlementRunResult,
} from '../schemas/adminPartners';
import type { CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';

const Ok = z.object({ ok: z.literal(true) });
const path = (userId: string) => encodeURIComponent(userId);

/**
 * The staff calls for partners, settlement, reports and account checks (part of `client.admin`).
 * @example const tree = await client.admin.partners.list();
 */
export const adminPartnerCalls = (send: Send) => ({
  partners: {
    /** GET /admin-api/partners: every partner with its parent, tier, contract in force and member count. */
    list: (options?: CallOptions) => send('GET', '/admin-api/partners', z.array(AdminPartner), { options }),
    /** GET /admin-api/partners/{userId}: one partner with its contract history. */
    get: (userId: string, options?: CallOptions) =>
      send('GET', `/admin-api/partners/${path(userId)}`, AdminPartnerDetail, { options }),
    /** POST /admin-api/partners: make a member a partner (audited). */
    create: (body: CallInput<typeof PartnerCreateRequest>, options?: CallOptions) =>
      send('POST', '/admin-api/partners', AdminPartnerDetail, { body, options }),
    /** PUT /admin-api/partners/{userId}/contract: new terms from the next period (audited). */
    setContract: (userId: string, body: CallInput<typeof ContractSetRequest>, options?: CallOptions) =>
      send('PUT', `/admin-api/partners/${path(userId)}/contract`, ContractSetResult, { body, options }),
    /** PUT /admin-api/members/{userId}/partner: move a member, with a reason (audited). */
    moveMember: (userId: string, body: CallInput<typeof MemberMoveRequest>, options?: CallOptions) =>
      send('PUT', `/admin-api/members/${path(userId)}/partner`, Ok, { body, options }),
  },
  settlement: {
    /** POST /admin-api/settlement/preview: the dry run of a closed period; nothing is written. */
    preview: (body: CallInput<typeof SettlementRequest>, options?: CallOptions) =>
      send('POST', '/admin-api/settlement/preview', SettlementPreview, { body, options }),
    /** POST /admin-api/settlement/run: settle a closed period once (a replay returns the first run). */
    run: (body: CallInput<typeof SettlementRequest>, options?: MoneyCallOptions) =>
      send('POST', '/admin-api/settlement/run', SettlementRunResult, { body, options, money: true }),
    /** GET /admin-api/settlement: every settled period, newest first. */
    list: (options?: CallOptions) =>
      send('GET', '/admin-api/settlement', z.array(SettlementPeriodView), { options }),
    /** GET /admin-api/settlement/{id}: lines and payouts. */
    get: (id: number, options?: CallOptions) =>
      send('GET', `/admin-api/settlement/${id}`, SettlementDetail, { options }),
    /** POST /admin-api/settlement/{id}/hold: keep an unpaid period held (409 once paid). */
    hold: (id: number, body: CallInput<typeof SettlementHoldRequest>, options?: CallOptions) =>
      send('POST', `/admin-api/settlement/${id}/hold`, SettlementPeriodView, { body, options }),
    /** POST /admin-api/settlement/{id}/release: pay a held period, each payout once. */
    release: (id: number, options?: MoneyCallOptions) =>
      send('POST', `/admin-api/settlement/${id}/release`, SettlementPeriodView, {
        body: {},
        options,
        money: true,
      }),
  },
  /** GET /admin-api/reports?from&to&by&partner&recommender: ledger facts summed by the SDK's aggregateFacts. */
  report: (query: CallInput<typeof ReportQuery>, options?: CallOptions) =>
    send('GET', '/admin-api/reports', ReportResult, { query, options }),
  /** GET /admin-api/accounts/check?userId: balances against postings, shared phones and bank accounts. */
  checkAccounts: (query: { userId?: string } = {}, options?: CallOptions) =>
    send('GET', '/admin-api/accounts/check', AccountCheckResult, { query, options }),
});
