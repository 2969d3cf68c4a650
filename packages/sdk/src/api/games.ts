import * as z from 'zod/mini';
import { OddsRow } from '../schemas/betting';
import {
  type CasinoTransferRequest,
  CasinoTransferResult,
  CasinoVendor,
  type CasinoVendorQuery,
} from '../schemas/casino';
import { Count, MessageText } from '../schemas/common';
import {
  type CasinoBetQuery,
  CasinoBetRecord,
  CasinoGameList,
  type CasinoGameListQuery,
  CasinoPlay,
  type CasinoPlayQuery,
  HoldemGameEntry,
  HoldemLink,
  type HoldemLinkQuery,
  type HoldemUserQuery,
  HoldemUserResult,
  MinigameBettingSetting,
  MinigameEvent,
  MinigameSetting,
  VirtualGame,
  type VirtualGameQuery,
  type VirtualOddsQuery,
  VirtualSoccer,
} from '../schemas/games';
import {
  VirtualBetPlaced,
  type VirtualBetRequest,
  VirtualFixture,
  type VirtualResultsQuery,
  VirtualRound,
} from '../schemas/virtual';
import type { CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';

// Both hold'em providers expose the same two calls under their own prefix.
const holdem = (send: Send, provider: 'revolution' | 'realpoker') => ({
  /** GET /{provider}/user/create?userId&nickname: code 1 is success. */
  createUser: (query: CallInput<typeof HoldemUserQuery>, options?: CallOptions) =>
    send('GET', `/${provider}/user/create`, HoldemUserResult, { query, options }),
  /** GET /{provider}/game/link?userId: the game URL. */
  link: (query: CallInput<typeof HoldemLinkQuery>, options?: CallOptions) =>
    send('GET', `/${provider}/game/link`, HoldemLink, { query, options }),
});

/** Mini-games, virtual sports, hold'em and the third-party casino (spec §7). */
export const games = (send: Send) => ({
  minigame: {
    /** GET /settingMinigameBetting: stake and prize limits per game. */
    bettingSettings: (options?: CallOptions) =>
      send('GET', '/settingMinigameBetting', z.array(MinigameBettingSetting), { options }),
    /** GET minigame/events?gameId: the open rounds with their markets. */
    events: (gameId: string, options?: CallOptions) =>
      send('GET', '/minigame/events', z.array(MinigameEvent), { query: { gameId }, options }),
    /** GET settingMinigame/{id}: the maintenance check. */
    setting: (id: string, options?: CallOptions) =>
      send('GET', `/settingMinigame/${encodeURIComponent(id)}`, MinigameSetting, { options }),
  },
  virtual: {
    /** GET /virtureGame?sportsType&league&status=1 (wire path kept). */
    games: (query: CallInput<typeof VirtualGameQuery>, options?: CallOptions) =>
      send('GET', '/virtureGame', z.array(VirtualGame), { query: { ...query, status: 1 }, options }),
    /** GET /virtureGame/odds?fixtureId. */
    odds: (query: CallInput<typeof VirtualOddsQuery>, options?: CallOptions) =>
      send('GET', '/virtureGame/odds', z.array(OddsRow), { query, options }),
    /** GET /vet3/Soccer: stream URLs and games. */
    soccer: (options?: CallOptions) => send('GET', '/vet3/Soccer', VirtualSoccer, { options }),
    /** GET /virtureGame?sportsType&league: the running round's events and recent results, with replays and proofs. */
    fixtures: (query: CallInput<typeof VirtualGameQuery>, options?: CallOptions) =>
      send('GET', '/virtureGame', z.array(VirtualFixture), { query, options }),
    /** GET /virtureGame/results?league&day: a league's finished rounds of one KST day, each with its seed. */
    results: (query: CallInput<typeof VirtualResultsQuery>, options?: CallOptions) =>
      send('GET', '/virtureGame/results', z.array(VirtualRound), { query, options }),
    /** POST /virtureGame/betting: a stake on an open event; once per Idempotency-Key. */
    bet: (body: CallInput<typeof VirtualBetRequest>, options?: MoneyCallOptions) =>
      send('POST', '/virtureGame/betting', VirtualBetPlaced, { body, options, money: true }),
  },
  /** GET /holdem/games: the hold'em games on offer; empty hides the hold'em menu (spec §2). */
  holdemGames: (options?: CallOptions) => send('GET', '/holdem/games', z.array(HoldemGameEntry), { options }),
  revolution: holdem(send, 'revolution'),
  realpoker: holdem(send, 'realpoker'),
  casino: {
    /** GET /casino/vendors?vertical: the lobby's vendors with their games and maintenance flags. */
    vendors: (query: CallInput<typeof CasinoVendorQuery> = {}, options?: CallOptions) =>
      send('GET', '/casino/vendors', z.array(CasinoVendor), { query, options }),
    /** POST /casino-money/transfer: moves cash to casino money or back (Idempotency-Key). */
    transfer: (body: CallInput<typeof CasinoTransferRequest>, options?: CallOptions) =>
      send('POST', '/casino-money/transfer', CasinoTransferResult, { body, options, money: true }),
    /** GET enjoycx/gamelist?thirdpartycode. */
    gameList: (query: CallInput<typeof CasinoGameListQuery>, options?: CallOptions) =>
      send('GET', '/enjoycx/gamelist', CasinoGameList, { query, options }),
    /** GET enjoycx/play: the launch link. */
    play: (query: CallInput<typeof CasinoPlayQuery>, options?: CallOptions) =>
      send('GET', '/enjoycx/play', CasinoPlay, { query, options }),
    /** GET enjoycx/user/count. */
    betCount: (query: CallInput<typeof CasinoBetQuery>, options?: CallOptions) =>
      send('GET', '/enjoycx/user/count', Count, { query, options }),
    /** GET enjoycx/user: the member's casino bets. */
    bets: (query: CallInput<typeof CasinoBetQuery>, options?: CallOptions) =>
      send('GET', '/enjoycx/user', z.array(CasinoBetRecord), { query, options }),
    /** POST enjoycx/user/delete: hide records from the member's history. */
    deleteBets: (records: readonly CallInput<typeof CasinoBetRecord>[], options?: CallOptions) =>
      send('POST', '/enjoycx/user/delete', MessageText, { body: records, options }),
  },
});
