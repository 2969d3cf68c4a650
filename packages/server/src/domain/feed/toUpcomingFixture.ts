import type { UpcomingFixture } from '@kbet/sdk';
import type * as z from 'zod/mini';
import type { ListedFixtureRow } from '../../repositories/feedListingRepository';

/** A period's score of a listed fixture, as the listing reads it. */
export interface PeriodRow {
  period: number;
  homeScore: number;
  awayScore: number;
  isFinished: boolean;
}

/**
 * A listed fixture without its markets on the wire (SDK UpcomingFixture): names, start, status and livescore, with
 * the count of its markets still offered.
 * @example toUpcomingFixture(row, periods, 3).home.nameKorean
 */
export function toUpcomingFixture(
  row: ListedFixtureRow,
  periods: readonly PeriodRow[],
  marketCount: number,
): z.input<typeof UpcomingFixture> {
  return {
    fixtureId: row.id,
    sportId: row.sportId,
    sportName: row.sportName,
    sportNameKorean: row.sportNameKorean,
    locationId: row.locationId,
    locationName: row.locationName,
    locationNameKorean: row.locationNameKorean,
    leagueId: row.leagueId,
    leagueName: row.leagueName,
    leagueNameKorean: row.leagueNameKorean,
    startDate: row.startDate.toISOString(),
    status: row.status,
    home: { id: row.homeParticipantId, name: row.homeName, nameKorean: row.homeNameKorean },
    away: { id: row.awayParticipantId, name: row.awayName, nameKorean: row.awayNameKorean },
    livescore: {
      period: row.currentPeriod,
      clockSeconds: row.clockSeconds,
      homeScore: row.homeScore,
      awayScore: row.awayScore,
      periods: periods.map((p) => ({
        period: p.period,
        homeScore: p.homeScore,
        awayScore: p.awayScore,
        isFinished: p.isFinished,
      })),
    },
    marketCount,
  };
}
