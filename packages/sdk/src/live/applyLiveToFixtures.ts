import type { FixtureSummary } from '../schemas/sports';
import type { LiveEvent } from './liveEvent';

type Fixture = FixtureSummary;

function withOdds(fixture: Fixture, event: Extract<LiveEvent, { type: 'odds' }>): Fixture {
  const changes = new Map(event.data.changes.map((change) => [change.oddsId, change]));
  let touched = false;
  const markets = fixture.markets.map((market) => {
    if (!market.odds.some((odds) => changes.has(odds.id))) return market;
    touched = true;
    return {
      ...market,
      odds: market.odds.map((odds) => {
        const change = changes.get(odds.id);
        return change
          ? { ...odds, betPrice: change.price, version: String(change.version), status: change.status }
          : odds;
      }),
    };
  });
  return touched ? { ...fixture, markets } : fixture;
}

function withScore(fixture: Fixture, event: Extract<LiveEvent, { type: 'score' }>): Fixture {
  const { status, period, clockSeconds, homeScore, awayScore, periods } = event.data;
  const finished = new Map(fixture.livescore.periods.map((p) => [p.period, p.isFinished]));
  return {
    ...fixture,
    status,
    livescore: {
      period,
      clockSeconds,
      homeScore,
      awayScore,
      // A period before the current one is over; the push does not say so itself.
      periods: periods.map((p) => ({
        period: p.period,
        homeScore: p.home,
        awayScore: p.away,
        isFinished: finished.get(p.period) === true || p.period !== period,
      })),
    },
  };
}

/**
 * Listed fixtures with a pushed event applied: odds changes (price, version, suspension), scores and clock,
 * and status changes. Returns the same array when the event touches none of them, so views do not re-render.
 * @example const items = applyLiveToFixtures(fixturePage.items, liveEvent);
 */
export function applyLiveToFixtures(fixtures: readonly Fixture[], event: LiveEvent): readonly Fixture[] {
  if (event.type !== 'odds' && event.type !== 'score' && event.type !== 'fixture') return fixtures;
  const index = fixtures.findIndex((fixture) => fixture.fixtureId === event.data.fixtureId);
  const fixture = fixtures[index];
  if (!fixture) return fixtures;
  const next =
    event.type === 'odds'
      ? withOdds(fixture, event)
      : event.type === 'score'
        ? withScore(fixture, event)
        : { ...fixture, status: event.data.status, startDate: event.data.startDate };
  if (next === fixture) return fixtures;
  return fixtures.map((f, i) => (i === index ? next : f));
}
