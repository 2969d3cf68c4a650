import {
  type BetHistoryRow,
  type BetHistorySlip,
  BONUS_FIXTURE_WIRE_ID,
  type SettlementFlag,
} from '@kbet/sdk';
import type * as z from 'zod/mini';
import type { BetHistoryLegRow } from '../../repositories/betHistoryRepository';

const iso = (date: Date | null): string | null => (date === null ? null : date.toISOString());

/**
 * A history leg on the wire (spec §3 "Bet slip" and "Bet leg", snake_case; the bonus leg's fixture id 'bonus'), the
 * slip's fields joined on.
 * @example toBetHistoryRow(row).sports_betting_bet_price // '1.90'
 */
export const toBetHistoryRow = (row: BetHistoryLegRow): z.input<typeof BetHistoryRow> => ({
  id: row.slipId,
  game_type: row.gameType,
  e_money: row.eMoney ?? 0,
  ip_address: row.ipAddress,
  user_id: row.userId,
  nickname: row.nickname,
  member_id: row.memberId,
  user_type: row.userType,
  created_at: row.createdAt.toISOString(),
  cancel_at: iso(row.cancelAt),
  deleted_at: iso(row.deletedAt),
  amount: row.amount,
  status: row.status,
  status_name: row.statusName ?? '',
  settlement_flag: row.settlementFlag as SettlementFlag,
  settlement_name: row.settlementName ?? '',
  startdate: iso(row.startDate),
  sports_name: row.sportsName,
  location_name: row.locationName,
  league_name: row.leagueName,
  sports_betting_home_participants_name: row.homeName,
  sports_betting_away_participants_name: row.awayName,
  sports_betting_bet_name: row.betName,
  sports_betting_bet_line: row.betLine,
  sports_betting_bet_baseline: row.betBaseline,
  sports_betting_market_name: row.marketName,
  sports_betting_bet_price: row.betPrice,
  sports_betting_win_flag: row.winFlag as SettlementFlag,
  sports_betting_score: row.score,
  betTimingScore: row.betTimingScore,
  sports_betting_sports_fixture_id: row.isBonus
    ? BONUS_FIXTURE_WIRE_ID
    : row.fixtureId === null
      ? null
      : String(row.fixtureId),
  sports_betting_sports_prematch_odds_id: row.oddsId,
});

/**
 * The legs of a page grouped into slips (GET /sports-prematch/bettings): slips in the rows' order, each an
 * array of its legs.
 * @example toBetHistorySlips(rows).length // slips on the page
 */
export function toBetHistorySlips(rows: readonly BetHistoryLegRow[]): z.input<typeof BetHistorySlip>[] {
  const slips = new Map<number, z.input<typeof BetHistoryRow>[]>();
  for (const row of rows) {
    const legs = slips.get(row.slipId) ?? [];
    legs.push(toBetHistoryRow(row));
    slips.set(row.slipId, legs);
  }
  return [...slips.values()] as z.input<typeof BetHistorySlip>[];
}
