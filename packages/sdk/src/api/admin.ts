import * as z from 'zod/mini';
import {
  AdminBoardPost,
  AdminBoardPostPage,
  AdminCharge,
  AdminChargePage,
  type AdminChargeQuery,
  AdminInquiry,
  AdminInquiryList,
  AdminMemberDetail,
  AdminMemberPage,
  type AdminMemberQuery,
  AdminNonMemberInquiryList,
  AdminPopup,
  AdminSettings,
  type AdminSettingsUpdate,
  AuditLogPage,
  type AuditQuery,
  type BalanceAdjustRequest,
  BalanceAdjustResult,
  type BoardCategory,
  type BoardPostWrite,
  type CouponGrantRequest,
  CouponGrantResult,
  CouponRuleList,
  type CouponRulesUpdate,
  type InquiryAnswerRequest,
  type InquiryListQuery,
  MemberDecisionResult,
  type MessageSendRequest,
  MessageSendResult,
  type PopupWrite,
  RoulettePrizes,
  type RoulettePrizesUpdate,
  SmsCode,
  type StaffDecisionRequest,
} from '../schemas/admin';
import {
  AdminCasinoGame,
  AdminCasinoProvider,
  type AdminCasinoRoundsQuery,
  AdminCasinoWalletRecord,
  type CasinoProviderEnabledUpdate,
  type CasinoProviderMaintenanceUpdate,
  type CasinoReconcileRequest,
  CasinoReconcileResult,
} from '../schemas/adminCasino';
import {
  AdminFixture,
  AdminFixtureDetail,
  type AdminFixtureQuery,
  type FixtureResultRequest,
  FixtureSettlementResult,
} from '../schemas/adminFixtures';
import {
  AdminMemberBetPage,
  type AdminMemberBetsQuery,
  AdminMemberTransactionPage,
  type AdminMemberTransactionsQuery,
} from '../schemas/adminMemberActivity';
import {
  AdminMinigameGame,
  AdminMinigameRound,
  AdminMinigameRoundPage,
  type AdminMinigameRoundQuery,
  MinigameGameSettings,
  type MinigameGameSettingsUpdate,
  MinigameLimitsSetting,
  type MinigameLimitsUpdate,
  MinigameMaintenanceResult,
  type MinigameMaintenanceUpdate,
  MinigameRoundVoidResult,
} from '../schemas/adminMinigame';
import {
  AdminVirtualLeague,
  AdminVirtualRound,
  type AdminVirtualRoundQuery,
  VirtualRoundVoidResult,
} from '../schemas/adminVirtual';
import { User } from '../schemas/user';
import { adminPartnerCalls } from './adminPartners';
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
      /** GET /admin-api/members/{userId}/transactions?page&kind&vertical&from&to: postings, newest first. */
      transactions: (
        userId: string,
        query: CallInput<typeof AdminMemberTransactionsQuery> = {},
        options?: CallOptions,
      ) =>
        send(
          'GET',
          `/admin-api/members/${encodeURIComponent(userId)}/transactions`,
          AdminMemberTransactionPage,
          {
            query,
            options,
          },
        ),
      /** GET /admin-api/members/{userId}/bets?page&vertical&from&to: bets of every vertical, newest first. */
      bets: (userId: string, query: CallInput<typeof AdminMemberBetsQuery> = {}, options?: CallOptions) =>
        send('GET', `/admin-api/members/${encodeURIComponent(userId)}/bets`, AdminMemberBetPage, {
          query,
          options,
        }),
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
    casino: {
      /** GET /admin-api/casino/providers: every game provider with its enabled and maintenance flags. */
      providers: (options?: CallOptions) =>
        send('GET', '/admin-api/casino/providers', z.array(AdminCasinoProvider), { options }),
      /** GET /admin-api/casino/games: every provider's games. */
      games: (options?: CallOptions) =>
        send('GET', '/admin-api/casino/games', z.array(AdminCasinoGame), { options }),
      /** PUT /admin-api/casino/providers/{id}/enabled: enable or disable a provider (audited). */
      setEnabled: (id: string, body: CallInput<typeof CasinoProviderEnabledUpdate>, options?: CallOptions) =>
        send('PUT', `/admin-api/casino/providers/${encodeURIComponent(id)}/enabled`, AdminCasinoProvider, {
          body,
          options,
        }),
      /** PUT /admin-api/casino/providers/{id}/maintenance: put a provider in or out of maintenance (audited). */
      setMaintenance: (
        id: string,
        body: CallInput<typeof CasinoProviderMaintenanceUpdate>,
        options?: CallOptions,
      ) =>
        send(
          'PUT',
          `/admin-api/casino/providers/${encodeURIComponent(id)}/maintenance`,
          AdminCasinoProvider,
          {
            body,
            options,
          },
        ),
      /** GET /admin-api/casino/rounds?userId: a member's latest wallet records (200), newest first. */
      rounds: (query: CallInput<typeof AdminCasinoRoundsQuery>, options?: CallOptions) =>
        send('GET', '/admin-api/casino/rounds', z.array(AdminCasinoWalletRecord), { query, options }),
      /** POST /admin-api/casino/providers/{id}/reconcile: our wallet's rounds of a KST day against the provider's report. */
      reconcile: (id: string, body: CallInput<typeof CasinoReconcileRequest>, options?: CallOptions) =>
        send(
          'POST',
          `/admin-api/casino/providers/${encodeURIComponent(id)}/reconcile`,
          CasinoReconcileResult,
          {
            body,
            options,
          },
        ),
    },
    minigame: {
      /** GET /admin-api/minigame/games: every game with its maintenance flag and current round. */
      games: (options?: CallOptions) =>
        send('GET', '/admin-api/minigame/games', z.array(AdminMinigameGame), { options }),
      /** PUT /admin-api/minigame/games/{gameId}/maintenance: turn the game's maintenance on or off (audited). */
      setMaintenance: (
        gameId: string,
        body: CallInput<typeof MinigameMaintenanceUpdate>,
        options?: CallOptions,
      ) =>
        send(
          'PUT',
          `/admin-api/minigame/games/${encodeURIComponent(gameId)}/maintenance`,
          MinigameMaintenanceResult,
          {
            body,
            options,
          },
        ),
      /** GET /admin-api/minigame/games/{gameId}/settings: on/off, close seconds and every market's RTP and odds. */
      settings: (gameId: string, options?: CallOptions) =>
        send(
          'GET',
          `/admin-api/minigame/games/${encodeURIComponent(gameId)}/settings`,
          MinigameGameSettings,
          { options },
        ),
      /** PUT /admin-api/minigame/games/{gameId}/settings: change them from the next round opened (audited). */
      updateSettings: (
        gameId: string,
        body: CallInput<typeof MinigameGameSettingsUpdate>,
        options?: CallOptions,
      ) =>
        send(
          'PUT',
          `/admin-api/minigame/games/${encodeURIComponent(gameId)}/settings`,
          MinigameGameSettings,
          { body, options },
        ),
      /** GET /admin-api/minigame/limits: the per-level and per-round stake and prize limits. */
      limits: (options?: CallOptions) =>
        send('GET', '/admin-api/minigame/limits', MinigameLimitsSetting, { options }),
      /** PUT /admin-api/minigame/limits: change some limits (merged into the stored ones; audited). */
      updateLimits: (body: CallInput<typeof MinigameLimitsUpdate>, options?: CallOptions) =>
        send('PUT', '/admin-api/minigame/limits', MinigameLimitsSetting, { body, options }),
      /** GET /admin-api/minigame/games/{gameId}/rounds?page: the game's rounds, newest first, 20 a page. */
      rounds: (
        gameId: string,
        query: CallInput<typeof AdminMinigameRoundQuery> = {},
        options?: CallOptions,
      ) =>
        send(
          'GET',
          `/admin-api/minigame/games/${encodeURIComponent(gameId)}/rounds`,
          AdminMinigameRoundPage,
          {
            query,
            options,
          },
        ),
      /** GET /admin-api/minigame/rounds/{roundId}: commitment, seed once revealed, salt, result, bets and stakes. */
      round: (roundId: number, options?: CallOptions) =>
        send('GET', `/admin-api/minigame/rounds/${roundId}`, AdminMinigameRound, { options }),
      /** POST /admin-api/minigame/rounds/{roundId}/void: a round not drawn yet; every stake goes back (409 after). */
      void: (roundId: number, body: CallInput<typeof StaffDecisionRequest>, options?: MoneyCallOptions) =>
        send('POST', `/admin-api/minigame/rounds/${roundId}/void`, MinigameRoundVoidResult, {
          body,
          options,
          money: true,
        }),
    },
    virtual: {
      /** GET /admin-api/virtual/leagues: every league with its cycle, RTP and running round. */
      leagues: (options?: CallOptions) =>
        send('GET', '/admin-api/virtual/leagues', z.array(AdminVirtualLeague), { options }),
      /** GET /admin-api/virtual/rounds?league: the league's 20 newest rounds with their events. */
      rounds: (query: CallInput<typeof AdminVirtualRoundQuery>, options?: CallOptions) =>
        send('GET', '/admin-api/virtual/rounds', z.array(AdminVirtualRound), { query, options }),
      /** GET /admin-api/virtual/rounds/{roundId}: commitment, seed once final, salt, events, bets and stakes. */
      round: (roundId: number, options?: CallOptions) =>
        send('GET', `/admin-api/virtual/rounds/${roundId}`, AdminVirtualRound, { options }),
      /** POST /admin-api/virtual/rounds/{roundId}/void: a round not final yet; every stake goes back (409 after). */
      void: (roundId: number, body: CallInput<typeof StaffDecisionRequest>, options?: MoneyCallOptions) =>
        send('POST', `/admin-api/virtual/rounds/${roundId}/void`, VirtualRoundVoidResult, {
          body,
          options,
          money: true,
        }),
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
    boards: {
      /** GET /admin-api/boards/{category}?page: notices, events, betting rules or community notices, 20 a page. */
      list: (category: BoardCategory, query: { page?: number } = {}, options?: CallOptions) =>
        send('GET', `/admin-api/boards/${category}`, AdminBoardPostPage, { query, options }),
      /** POST /admin-api/boards/{category}: the server sanitises the HTML. */
      add: (category: BoardCategory, body: CallInput<typeof BoardPostWrite>, options?: CallOptions) =>
        send('POST', `/admin-api/boards/${category}`, AdminBoardPost, { body, options }),
      /** PUT /admin-api/boards/{category}/{id}. */
      edit: (
        category: BoardCategory,
        id: number,
        body: CallInput<typeof BoardPostWrite>,
        options?: CallOptions,
      ) => send('PUT', `/admin-api/boards/${category}/${id}`, AdminBoardPost, { body, options }),
      /** DELETE /admin-api/boards/{category}/{id}: hidden; the audit log keeps the text. */
      remove: (category: BoardCategory, id: number, options?: CallOptions) =>
        send('DELETE', `/admin-api/boards/${category}/${id}`, AdminBoardPost, { options }),
    },
    popups: {
      /** GET /admin-api/popups: every popup, active (popupStatus 0) or not. */
      list: (options?: CallOptions) => send('GET', '/admin-api/popups', z.array(AdminPopup), { options }),
      /** POST /admin-api/popups. */
      add: (body: CallInput<typeof PopupWrite>, options?: CallOptions) =>
        send('POST', '/admin-api/popups', AdminPopup, { body, options }),
      /** PUT /admin-api/popups/{id}: absent fields keep their value. */
      edit: (id: number, body: CallInput<typeof PopupWrite>, options?: CallOptions) =>
        send('PUT', `/admin-api/popups/${id}`, AdminPopup, { body, options }),
      /** DELETE /admin-api/popups/{id}. */
      remove: (id: number, options?: CallOptions) =>
        send('DELETE', `/admin-api/popups/${id}`, AdminPopup, { options }),
    },
    /** POST /admin-api/messages: to one member (userId) or to a level. */
    sendMessage: (body: CallInput<typeof MessageSendRequest>, options?: CallOptions) =>
      send('POST', '/admin-api/messages', MessageSendResult, { body, options }),
    inquiries: {
      /** GET /admin-api/inquiries?status&page: unanswered by default, newest first, 20 a page. */
      list: (query: CallInput<typeof InquiryListQuery> = {}, options?: CallOptions) =>
        send('GET', '/admin-api/inquiries', AdminInquiryList, { query, options }),
      /** GET /admin-api/inquiries/non-member?page. */
      nonMember: (query: { page?: number } = {}, options?: CallOptions) =>
        send('GET', '/admin-api/inquiries/non-member', AdminNonMemberInquiryList, { query, options }),
      /** GET /admin-api/inquiries/{id}: one member inquiry with its question and answers. */
      get: (id: number, options?: CallOptions) =>
        send('GET', `/admin-api/inquiries/${id}`, AdminInquiry, { options }),
      /** POST /admin-api/inquiries/{id}/answer: the inquiry becomes answered and unread for the member. */
      answer: (id: number, body: CallInput<typeof InquiryAnswerRequest>, options?: CallOptions) =>
        send('POST', `/admin-api/inquiries/${id}/answer`, AdminInquiry, { body, options }),
    },
    settings: {
      /** GET /admin-api/settings: the stored site settings and the attendance reward. */
      get: (options?: CallOptions) => send('GET', '/admin-api/settings', AdminSettings, { options }),
      /** PUT /admin-api/settings: only the keys sent change. */
      update: (body: CallInput<typeof AdminSettingsUpdate>, options?: CallOptions) =>
        send('PUT', '/admin-api/settings', AdminSettings, { body, options }),
    },
    roulette: {
      /** GET /admin-api/roulette/prizes: both wheels with their weights. */
      prizes: (options?: CallOptions) =>
        send('GET', '/admin-api/roulette/prizes', RoulettePrizes, { options }),
      /** PUT /admin-api/roulette/prizes: one wheel's weights. */
      setPrizes: (body: CallInput<typeof RoulettePrizesUpdate>, options?: CallOptions) =>
        send('PUT', '/admin-api/roulette/prizes', RoulettePrizes, { body, options }),
      /** GET /admin-api/roulette/rules: the daily-coupon rules for cumulative deposits. */
      rules: (options?: CallOptions) => send('GET', '/admin-api/roulette/rules', CouponRuleList, { options }),
      /** PUT /admin-api/roulette/rules: replace the rules. */
      setRules: (body: CallInput<typeof CouponRulesUpdate>, options?: CallOptions) =>
        send('PUT', '/admin-api/roulette/rules', CouponRuleList, { body, options }),
    },
    /** POST /admin-api/coupons/grant: roulette coupons for a member, once per Idempotency-Key. */
    grantCoupons: (body: CallInput<typeof CouponGrantRequest>, options?: MoneyCallOptions) =>
      send('POST', '/admin-api/coupons/grant', CouponGrantResult, { body, options, money: true }),
    /** GET /admin-api/audit?actor&action&target&from&to&page: newest first, 20 a page. */
    audit: (query: CallInput<typeof AuditQuery> = {}, options?: CallOptions) =>
      send('GET', '/admin-api/audit', AuditLogPage, { query, options }),
    /** GET /admin-api/sms/codes?phone: the simulator's codes of the last 24 hours, newest first. */
    smsCodes: (phone: string, options?: CallOptions) =>
      send('GET', '/admin-api/sms/codes', z.array(SmsCode), { query: { phone }, options }),
    ...adminPartnerCalls(send),
  };
};
