import * as z from 'zod/mini';
import {
  type BetHistoryQuery,
  BetHistorySlip,
  BetPlaced,
  type BetRequest,
  type UserDeleteRequest,
} from '../schemas/betting';
import { BettingRules } from '../schemas/bettingRules';
import { Count, MessageText } from '../schemas/common';
import {
  FixtureResultPage,
  type FixtureResultQuery,
  Scoreboard,
  type ScoreboardQuery,
} from '../schemas/results';
import { MemberBettingSetting } from '../schemas/settings';
import {
  type FixtureListQuery,
  FixturePage,
  FixtureSummary,
  type InplayListQuery,
  League,
  type LeagueQuery,
  Location,
  type LocationQuery,
  Market,
  SportListItem,
} from '../schemas/sports';
import type { CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';

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
  fixtures: (query: CallInput<typeof FixtureListQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/fixtures', FixturePage, { query, options }),
  /** GET /sports-prematch/fixtures/{id}: one fixture with all its markets. */
  fixture: (id: number, options?: CallOptions) =>
    send('GET', `/sports-prematch/fixtures/${id}`, FixtureSummary, { options }),
  /** GET /sports-prematch/inplay: fixtures being played, with their livescore. */
  inplay: (query: CallInput<typeof InplayListQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/inplay', FixturePage, { query, options }),
  /** GET /sports-prematch/results: final fixtures of a KST day with their scores and settled main markets. */
  results: (query: CallInput<typeof FixtureResultQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/results', FixtureResultPage, { query, options }),
  /** GET /sports-prematch/scoreboard: fixtures in play, today's upcoming and the recently finished. */
  scoreboard: (query: CallInput<typeof ScoreboardQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/scoreboard', Scoreboard, { query, options }),
  /** GET /sports-prematch/events: pre-match fixtures with event-folder markets (spec §2, §9), 15 a page by default. */
  events: (query: CallInput<typeof FixtureListQuery>, options?: CallOptions) =>
    send('GET', '/sports-prematch/events', FixturePage, { query, options }),
  /** GET /sports-prematch/rules: the operator's same-fixture matrix, bonus folder items and offered products. */
  rules: (options?: CallOptions) => send('GET', '/sports-prematch/rules', BettingRules, { options }),
  /** GET sportsMarket: market names with Korean labels. */
  markets: (options?: CallOptions) => send('GET', '/sportsMarket', z.array(Market), { options }),
  /** GET /settingMemberBetting/{id}. */
  memberBettingSetting: (id: number, options?: CallOptions) =>
    send('GET', `/settingMemberBetting/${id}`, MemberBettingSetting, { options }),
  /** POST /sports-prematch/betting; moved odds fail with an OddsChangedError that knows the old prices. */
  bet: (body: CallInput<typeof BetRequest>, options?: MoneyCallOptions) =>
    send('POST', '/sports-prematch/betting', BetPlaced, { body, options, money: true, sent: body.bettings }),
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
