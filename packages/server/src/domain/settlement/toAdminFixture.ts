import type { SettlementFlag } from '@kbet/sdk';
import type { AdminFixture, AdminFixtureDetail } from '@kbet/sdk/admin';
import type {
  AdminFixtureRow,
  AdminMarketRow,
  FixtureOddsRow,
} from '../../repositories/betFixturesRepository';
import type { PeriodRow } from '../../repositories/feedRepository';

/**
 * A fixture as the staff API answers it.
 * @example toAdminFixture(row).startDate // '2026-01-01T15:00:00.000Z'
 */
export const toAdminFixture = (row: AdminFixtureRow): AdminFixture => ({
  ...row,
  startDate: row.startDate.toISOString(),
});

/**
 * A fixture with its period scores and its markets' selections and settlement.
 * @example toAdminFixtureDetail(row, periods, markets, odds).markets[0].odds.length
 */
export const toAdminFixtureDetail = (
  row: AdminFixtureRow,
  periods: readonly PeriodRow[],
  markets: readonly AdminMarketRow[],
  odds: readonly FixtureOddsRow[],
): AdminFixtureDetail => ({
  ...toAdminFixture(row),
  periods: periods.map((p) => ({ period: p.period, homeScore: p.homeScore, awayScore: p.awayScore })),
  markets: markets.map((market) => ({
    ...market,
    odds: odds
      .filter((o) => o.marketId === market.marketId)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id.localeCompare(b.id))
      .map((o) => ({
        id: o.id,
        name: o.name,
        line: o.line,
        price: o.price,
        status: o.status,
        settlement: o.settlement as SettlementFlag,
        version: o.version,
      })),
  })),
});
