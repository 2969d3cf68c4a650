import * as z from 'zod/mini';
import {
  AdminCharge,
  AdminChargePage,
  type AdminChargeQuery,
  AdminMemberDetail,
  AdminMemberPage,
  type AdminMemberQuery,
  AuditLogPage,
  type AuditQuery,
  type BalanceAdjustRequest,
  BalanceAdjustResult,
  MemberDecisionResult,
  SmsCode,
  type StaffDecisionRequest,
} from '../schemas/admin';
import {
  AdminFixture,
  AdminFixtureDetail,
  type AdminFixtureQuery,
  type FixtureResultRequest,
  FixtureSettlementResult,
} from '../schemas/adminFixtures';
import { User } from '../schemas/user';
import type { CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';

type MemberVerb = 'approve' | 'reject' | 'ban';
type ChargeVerb = 'approve' | 'reject';

/** The staff back office (/admin-api, staff account only; kbet's own calls). Every change is audited server-side. */
export const admin = (send: Send) => {
  const decideMember =
    (verb: MemberVerb) =>
    (userId: string, body: CallInput<typeof StaffDecisionRequest>, options?: CallOptions) =>
      send('POST', `/admin-api/members/${encodeURIComponent(userId)}/${verb}`, MemberDecisionResult, {
        body,
        options,
      });
  // Deciding a charge moves money, so it carries an Idempotency-Key.
  const decideCharge =
    (verb: ChargeVerb) =>
    (id: number, body: CallInput<typeof StaffDecisionRequest>, options?: MoneyCallOptions) =>
      send('POST', `/admin-api/charges/${id}/${verb}`, AdminCharge, { body, options, money: true });
  return {
    /** GET /admin-api/me: the logged-in staff account. */
    me: (options?: CallOptions) => send('GET', '/admin-api/me', User, { options }),
    members: {
      /** GET /admin-api/members?status&q&page: newest first, 20 a page. */
      list: (query: CallInput<typeof AdminMemberQuery> = {}, options?: CallOptions) =>
        send('GET', '/admin-api/members', AdminMemberPage, { query, options }),
      /** GET /admin-api/members/{userId}: balances, latest sessions, responsible-gambling state. */
      get: (userId: string, options?: CallOptions) =>
        send('GET', `/admin-api/members/${encodeURIComponent(userId)}`, AdminMemberDetail, { options }),
      /** POST /admin-api/members/{userId}/approve: a pending sign-up becomes active. */
      approve: decideMember('approve'),
      /** POST /admin-api/members/{userId}/reject: a pending sign-up is refused for good. */
      reject: decideMember('reject'),
      /** POST /admin-api/members/{userId}/ban: no more logins; open sessions end. */
      ban: decideMember('ban'),
    },
    charges: {
      /** GET /admin-api/charges?status&depositMode&page: newest first, 20 a page. */
      list: (query: CallInput<typeof AdminChargeQuery> = {}, options?: CallOptions) =>
        send('GET', '/admin-api/charges', AdminChargePage, { query, options }),
      /** POST /admin-api/charges/{id}/approve: credit the deposit or pay out the withdrawal. */
      approve: decideCharge('approve'),
      /** POST /admin-api/charges/{id}/reject: a withdrawal's held amount returns to emoney. */
      reject: decideCharge('reject'),
    },
    /** POST /admin-api/balance/adjust: a signed wallet correction; refused (409) below zero. */
    adjustBalance: (body: CallInput<typeof BalanceAdjustRequest>, options?: MoneyCallOptions) =>
      send('POST', '/admin-api/balance/adjust', BalanceAdjustResult, { body, options, money: true }),
    fixtures: {
      /** GET /admin-api/fixtures?status&q: the 100 latest by start, with their slip counts. */
      list: (query: CallInput<typeof AdminFixtureQuery> = {}, options?: CallOptions) =>
        send('GET', '/admin-api/fixtures', z.array(AdminFixture), { query, options }),
      /** GET /admin-api/fixtures/{id}: the fixture, its period scores and its markets with their settlement. */
      get: (id: number, options?: CallOptions) =>
        send('GET', `/admin-api/fixtures/${id}`, AdminFixtureDetail, { options }),
      /** POST /admin-api/fixtures/{id}/result: a manual result settles the fixture's bets (refused once it has one). */
      result: (id: number, body: CallInput<typeof FixtureResultRequest>, options?: MoneyCallOptions) =>
        send('POST', `/admin-api/fixtures/${id}/result`, FixtureSettlementResult, {
          body,
          options,
          money: true,
        }),
      /** POST /admin-api/fixtures/{id}/void: the fixture is cancelled and its legs count as odds 1. */
      void: (id: number, body: CallInput<typeof StaffDecisionRequest>, options?: MoneyCallOptions) =>
        send('POST', `/admin-api/fixtures/${id}/void`, FixtureSettlementResult, {
          body,
          options,
          money: true,
        }),
      /** POST /admin-api/fixtures/{id}/resettle: a changed result; earlier payouts are reversed and paid anew. */
      resettle: (id: number, body: CallInput<typeof FixtureResultRequest>, options?: MoneyCallOptions) =>
        send('POST', `/admin-api/fixtures/${id}/resettle`, FixtureSettlementResult, {
          body,
          options,
          money: true,
        }),
    },
    /** GET /admin-api/audit?actor&action&target&from&to&page: newest first, 20 a page. */
    audit: (query: CallInput<typeof AuditQuery> = {}, options?: CallOptions) =>
      send('GET', '/admin-api/audit', AuditLogPage, { query, options }),
    /** GET /admin-api/sms/codes?phone: the simulator's codes of the last 24 hours, newest first. */
    smsCodes: (phone: string, options?: CallOptions) =>
      send('GET', '/admin-api/sms/codes', z.array(SmsCode), { query: { phone }, options }),
  };
};
