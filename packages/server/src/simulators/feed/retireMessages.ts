import type { DataMessage, FeedEventBody, FeedMarket } from '../../domain/feed/feedMessage';
import { FIXTURE_STATUS, ODDS_STATUS } from '../../domain/feed/feedStatus';
import type { FeedRepository } from '../../repositories/feedRepository';

/**
 * Messages that close the fixtures a previous simulator run left open (its matches cannot be resumed):
 * not started ones become Postponed, those in play Abandoned, and every unsettled selection settles -1
 * (cancelled), so bets on them are refunded. Empty when nothing was left open.
 * @example for (const m of await retireMessages(repo, new Date())) await adapter.handle(m);
 */
export async function retireMessages(repo: FeedRepository, now: Date): Promise<DataMessage[]> {
  const fixtures = await repo.fixtures(await repo.openFixtureIds());
  if (fixtures.length === 0) return [];
  const periods = await repo.periods(fixtures.map((f) => f.id));
  const odds = await repo.unsettledOdds(fixtures.map((f) => f.id));
  const creationDate = now.toISOString();
  const results = (home: number, away: number) => [
    { Position: '1' as const, Value: String(home) },
    { Position: '2' as const, Value: String(away) },
  ];
  const livescore: FeedEventBody[] = fixtures.map((fixture) => ({
    FixtureId: fixture.id,
    Livescore: {
      Scoreboard: {
        Status:
          fixture.status === FIXTURE_STATUS.NOT_STARTED || fixture.status === FIXTURE_STATUS.ABOUT_TO_START
            ? FIXTURE_STATUS.POSTPONED
            : FIXTURE_STATUS.ABANDONED,
        CurrentPeriod: fixture.currentPeriod,
        Time: String(fixture.clockSeconds),
        Results: results(fixture.homeScore, fixture.awayScore),
      },
      Periods: periods
        .filter((p) => p.fixtureId === fixture.id)
        .map((p) => ({
          Type: p.period,
          IsFinished: p.isFinished,
          Results: results(p.homeScore, p.awayScore),
        })),
    },
  }));
  const settlement: FeedEventBody[] = fixtures.map((fixture) => {
    const markets = new Map<number, FeedMarket>();
    for (const row of odds.filter((o) => o.fixtureId === fixture.id)) {
      const market = markets.get(row.marketId) ?? { Id: row.marketId, Name: row.marketName, Bets: [] };
      market.Bets.push({
        Id: row.id,
        Name: row.name,
        Line: row.line,
        BaseLine: row.baseLine,
        Status: ODDS_STATUS.SETTLED,
        Price: row.price,
        Settlement: -1,
      });
      markets.set(row.marketId, market);
    }
    return { FixtureId: fixture.id, Markets: [...markets.values()] };
  });
  return [
    { Header: { Type: 2, CreationDate: creationDate }, Body: { Events: livescore } },
    { Header: { Type: 35, CreationDate: creationDate }, Body: { Events: settlement } },
  ];
}
