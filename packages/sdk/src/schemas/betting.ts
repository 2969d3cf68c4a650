import * as z from 'zod/mini';
import { GAME_DETAIL_TYPES } from '../constants/gameDetailType';
import { GAME_TYPE } from '../constants/gameTypeName';
import { SLIP_STYLES } from '../constants/slipStyles';
import { FixtureRef, Id, Int, IsoDateTime, IsoDay, nonEmpty, Odds, Paging, Ref, Text, Won } from './common';

/**
 * Leg win flag and slip settlement flag (spec §4, same values): -1 cancelled, 0 waiting, 1 lost, 2 won,
 * 3 special hit, 4 half lost, 5 half won.
 */
export const SettlementFlag = z.literal([-1, 0, 1, 2, 3, 4, 5]);

/** Slip style code: European, Korean or event folder. */
export const GameStyle = z.literal(SLIP_STYLES);

/** 91-93 European and 94-96 Korean by selection count, 999 event (spec §9). */
export const GameDetailType = z.literal([
  ...GAME_DETAIL_TYPES.EU,
  ...GAME_DETAIL_TYPES.KR,
  ...GAME_DETAIL_TYPES.EV,
]);

/** A priced selection as the feed offers it; `id` is the odds id. */
export const OddsRow = z.object({
  id: Ref,
  fixtureId: FixtureRef,
  sportId: Int,
  marketId: Int,
  betPrice: Odds,
  version: Ref,
  /** 1 home, X draw, 2 away, or a name such as '1 And Over'. */
  betName: z.string(),
  betLine: z.nullish(z.string()),
  marketName: z.string(),
  marketNameKorean: z.string(),
});

/** A bet-slip item (spec §3); the bonus item has fixtureId 'bonus' on the wire, BONUS_FIXTURE_ID once parsed. */
export const BetSlipItem = z.object({ ...OddsRow.shape, slipName: z.string() });

/** One leg of a bet request. */
export const Betting = z.object({
  betPrice: Odds,
  fixtureId: FixtureRef,
  oddsId: Ref,
  sportId: Int,
  version: Ref,
});

/** POST /sports-prematch/betting. */
export const BetRequest = z.object({
  memberId: Id,
  /** Total odds floored to exactly 2 decimals, e.g. '4.10'. */
  totalRatio: z.string().check(z.refine((s) => /^\d+\.\d\d$/.test(s), 'Expected 2 decimals')),
  amounts: Won,
  bettings: nonEmpty(Betting),
  gameDetailType: GameDetailType,
  gameStyle: GameStyle,
  /** True when re-sent after the member accepted changed odds. */
  changeFlag: z.boolean(),
});

/** The placed slip's id and the cash left after the stake. */
export const BetPlaced = z.object({ id: Id, emoney: Won }); // kbet's own shape

/** A leg whose price moved: the price the member saw and the current price and version. */
export const ChangedBetting = z.object({ ...Betting.shape, oldBetPrice: Odds }); // kbet's own shape: oldBetPrice added

/**
 * The failed bet's body when odds changed: the spec's list with betPrice items (§8), which is what
 * errors/toKbetError recognises. Accepting re-sends with these prices and versions (§4).
 */
export const OddsChangedBody = nonEmpty(ChangedBetting);

/** Slip fields of a bet-history row (spec §3, snake_case on the wire). */
export const BetSlipHeader = z.object({
  id: Id,
  game_type: Int,
  e_money: Won,
  ip_address: z.nullish(z.string()),
  user_id: z.string(),
  nickname: z.string(),
  member_id: Id,
  user_type: z.string(),
  created_at: IsoDateTime,
  cancel_at: z.nullish(IsoDateTime),
  deleted_at: z.nullish(IsoDateTime),
  amount: Won,
  status: Int,
  status_name: z.string(),
  settlement_flag: SettlementFlag,
  settlement_name: z.string(),
});

/** One leg of a bet-history slip (spec §3). */
export const BetLeg = z.object({
  /** Null for the bonus leg, which has no game. */
  startdate: z.nullable(IsoDateTime),
  sports_name: z.string(),
  location_name: z.string(),
  league_name: z.string(),
  sports_betting_home_participants_name: z.string(),
  sports_betting_away_participants_name: z.string(),
  sports_betting_bet_name: z.string(),
  sports_betting_bet_line: z.nullish(z.string()),
  sports_betting_bet_baseline: z.nullish(z.string()),
  sports_betting_market_name: z.string(),
  sports_betting_bet_price: Odds,
  sports_betting_win_flag: SettlementFlag,
  sports_betting_score: z.nullish(z.string()),
  /** The score when the bet was placed (in-play). */
  betTimingScore: z.nullish(z.string()),
  /** null for a mini-game or virtual leg: it stands on a round or event, not on a feed fixture. */
  sports_betting_sports_fixture_id: z.nullable(FixtureRef),
  /** Underscore-separated, the last part a code. */
  sports_betting_sports_prematch_odds_id: z.string(),
});

/** A row of GET /sports-prematch/bettings: a leg with its slip's fields. */
export const BetHistoryRow = z.object({ ...BetLeg.shape, ...BetSlipHeader.shape });

/**
 * A slip of GET /sports-prematch/bettings: its legs. The spec only needs the first row to hold the slip
 * fields; kbet's server joins them onto every row, so each row is read the same way.
 */
export const BetHistorySlip = nonEmpty(BetHistoryRow);

/** Query of GET /sports-prematch/count and /sports-prematch/bettings (the client adds user=1). */
export const BetHistoryQuery = z.object({
  ...Paging.shape,
  /** 1 sports, 2 in-play, 3 mini-game, 4 virtual. */
  gameType: z.literal([GAME_TYPE.SPORTS, GAME_TYPE.LIVE, GAME_TYPE.MINIGAME, GAME_TYPE.VIRTUAL]),
  memberUserId: Text,
  from: z.optional(IsoDay), // kbet's own: date presets filter on the server
  to: z.optional(IsoDay), // kbet's own
});

const isId = (v: unknown) => Number.isSafeInteger(v) && (v as number) > 0;

/** POST /sports-prematch/user-delete: slip ids or slip headers, read as the slip ids. */
export const UserDeleteRequest = nonEmpty(
  z.pipe(
    z.custom<number | { readonly id: number }>(
      (v) => isId(v) || (typeof v === 'object' && v !== null && isId((v as { id?: unknown }).id)),
      'Expected a slip id or slip',
    ),
    z.transform((slip) => (typeof slip === 'number' ? slip : slip.id)),
  ),
);

export type SettlementFlag = z.infer<typeof SettlementFlag>;
export type GameStyle = z.infer<typeof GameStyle>;
export type GameDetailType = z.infer<typeof GameDetailType>;
export type OddsRow = z.infer<typeof OddsRow>;
export type BetSlipItem = z.infer<typeof BetSlipItem>;
export type Betting = z.infer<typeof Betting>;
export type BetRequest = z.infer<typeof BetRequest>;
export type BetPlaced = z.infer<typeof BetPlaced>;
export type ChangedBetting = z.infer<typeof ChangedBetting>;
export type OddsChangedBody = z.infer<typeof OddsChangedBody>;
export type BetSlipHeader = z.infer<typeof BetSlipHeader>;
export type BetLeg = z.infer<typeof BetLeg>;
export type BetHistoryRow = z.infer<typeof BetHistoryRow>;
export type BetHistorySlip = z.infer<typeof BetHistorySlip>;
export type BetHistoryQuery = z.infer<typeof BetHistoryQuery>;
export type UserDeleteRequest = z.infer<typeof UserDeleteRequest>;
