import * as z from 'zod/mini';
import {
  type BetHistoryQuery,
  BetHistorySlip,
  BetPlaced,
  BetRequest,
  type UserDeleteRequest,
} from '../schemas/betting';
import { BettingRules } from '../schemas/bettingRules';
import { Count, MessageText } from '../schemas/common';
import { FixtureResultPage, FixtureResultQuery, Scoreboard, ScoreboardQuery } from '../schemas/results';
import { MemberBettingSetting } from '../schemas/settings';
import {
  FixtureListQuery,
  FixturePage,
  FixtureSummary,
  HomeFixtureDigest,
  InplayListQuery,
  League,
  type LeagueQuery,
  Location,
  type LocationQuery,
  Market,
  SportListItem,
  type UpcomingDigestQuery,
} from '../schemas/sports';
import type { CallBody, CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';
import { toWireBody } from './toWireBody';
import { type CamelQuery, toWireQuery } from './toWireQuery';

/** The listing filters the spec names in snake_case on the wire, by their camelCase names. */
const LISTING_NAMES = { sportId: 'sport_id', locationId: 'location_id', gameType: 'game_type' } as const;

/** GET /sports-prematch/fixtures and /events: sportId, league, locationId, search, page, itemsPerPage, gameType, time. */
export type FixtureListParams = CamelQuery<CallInput<typeof FixtureListQuery>, typeof LISTING_NAMES>;
/** GET /sports-prematch/inplay: sportId, league, locationId, search, page, itemsPerPage, markets. */
export type InplayListParams = CamelQuery<CallInput<typeof InplayListQuery>, typeof LISTING_NAMES>;
/** GET /sports-prematch/results: sportId, date (KST day), league, page, perpage. */
export type FixtureResultParams = CamelQuery<CallInput<typeof FixtureResultQuery>, typeof LISTING_NAMES>;
/** GET /sports-prematch/scoreboard: sportId. */
export type ScoreboardParams = CamelQuery<CallInput<typeof ScoreboardQuery>, typeof LISTING_NAMES>;

/** Pre-match sports, betting and bet history (spec §7 "Sports and betting"). */
export const sports = (send: Send) => ({
  /** GET /sports-prematch/sports. */
  sports: (options?: CallOptions) =>
    send('GET', '/sports-prematch/sports', z.array(SportListItem), { options }),
  /** GET /sports-prematch/location?sportId. */
  locations: (query: CallInput<typeof LocationQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/location', z.array(Location), { query, options }),
  /** GET /sports-prematch/league?sportId&locationId. */
  leagues: (query: CallInput<typeof LeagueQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/league', z.array(League), { query, options }),
  /** GET /sports-prematch/fixtures: the /europe listing (EU or KR view), 15 a page by default. */
  fixtures: async (params: FixtureListParams, options?: CallOptions) =>
    send('GET', '/sports-prematch/fixtures', FixturePage, {
      query: toWireQuery(params, LISTING_NAMES, FixtureListQuery),
      options,
    }),
  /**
   * GET /sports-prematch/upcoming: the next 24 hours' digest the home page shows (the fixtures starting next,
   * without markets, and the popular leagues), instead of the listing it is made of.
   */
  upcoming: (query: CallInput<typeof UpcomingDigestQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/upcoming', HomeFixtureDigest, { query, options }),
  /** GET /sports-prematch/fixtures/{id}: one fixture with all its markets. */
  fixture: (id: number, options?: CallOptions) =>
    send('GET', `/sports-prematch/fixtures/${id}`, FixtureSummary, { options }),
  /** GET /sports-prematch/inplay: fixtures being played, with their livescore. */
  inplay: async (params: InplayListParams, options?: CallOptions) =>
    send('GET', '/sports-prematch/inplay', FixturePage, {
      query: toWireQuery(params, LISTING_NAMES, InplayListQuery),
      options,
    }),
  /** GET /sports-prematch/results: final fixtures of a KST day with their scores and settled main markets. */
  results: async (params: FixtureResultParams, options?: CallOptions) =>
    send('GET', '/sports-prematch/results', FixtureResultPage, {
      query: toWireQuery(params, LISTING_NAMES, FixtureResultQuery),
      options,
    }),
  /** GET /sports-prematch/scoreboard: fixtures in play, today's upcoming and the recently finished. */
  scoreboard: async (params: ScoreboardParams, options?: CallOptions) =>
    send('GET', '/sports-prematch/scoreboard', Scoreboard, {
      query: toWireQuery(params, LISTING_NAMES, ScoreboardQuery),
      options,
    }),
  /** GET /sports-prematch/events: pre-match fixtures with event-folder markets (spec §2, §9), 15 a page by default. */
  events: async (params: FixtureListParams, options?: CallOptions) =>
    send('GET', '/sports-prematch/events', FixturePage, {
      query: toWireQuery(params, LISTING_NAMES, FixtureListQuery),
      options,
    }),
  /** GET /sports-prematch/rules: the operator's same-fixture matrix, bonus folder items and offered products. */
  rules: (options?: CallOptions) => send('GET', '/sports-prematch/rules', BettingRules, { options }),
  /** GET sportsMarket: market names with Korean labels. */
  markets: (options?: CallOptions) => send('GET', '/sportsMarket', z.array(Market), { options }),
  /** GET /settingMemberBetting/{id}. */
  memberBettingSetting: (id: number, options?: CallOptions) =>
    send('GET', `/settingMemberBetting/${id}`, MemberBettingSetting, { options }),
  /** POST /sports-prematch/betting; moved odds fail with an OddsChangedError that knows the old prices. */
  bet: (body: CallBody<typeof BetRequest>, options?: MoneyCallOptions) =>
    send('POST', '/sports-prematch/betting', BetPlaced, {
      body: toWireBody(BetRequest, body),
      options,
      money: true,
      sent: body.bettings,
    }),
  /** GET /sports-prematch/count: the number of slips in the history. */
  count: (query: CallInput<typeof BetHistoryQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/count', Count, { query: { ...query, user: 1 }, options }),
  /** GET /sports-prematch/bettings: one page of slips. */
  bettings: (query: CallInput<typeof BetHistoryQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/bettings', z.array(BetHistorySlip), {
      query: { ...query, user: 1 },
      options,
    }),
  /** POST /sports-prematch/user-delete: hide slips from the member's history. */
  deleteSlips: (body: CallInput<typeof UserDeleteRequest>, options?: CallOptions) =>
    send('POST', '/sports-prematch/user-delete', MessageText, { body, options }),
  /** POST /sports-prematch/user/cancelAll/{id}: cancel a slip and refund its stake. */
  cancelSlip: (id: number, options?: MoneyCallOptions) =>
    send('POST', `/sports-prematch/user/cancelAll/${id}`, MessageText, { options, money: true }),
});
