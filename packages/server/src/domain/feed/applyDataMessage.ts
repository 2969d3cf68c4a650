import { compareOdds, FIXTURE_STATUS, isPlayingPeriod, PERIOD, sportNameKorean } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type {
  CatalogRow,
  FeedRepository,
  FixtureRow,
  LeagueCatalogRow,
  LocationCatalogRow,
  OddsRow,
  PeriodRow,
} from '../../repositories/feedRepository';
import type { FeedEventMap, FeedEventName, OddsChange, SettlementChange } from './feedEvents';
import type { DataMessage, FeedEventBody, FeedLivescore, FeedResult, FixtureMetadata } from './feedMessage';
import { ODDS_STATUS } from './feedStatus';
import { marketDefinition, marketNameKoreanFor, marketSortOrder, scopePeriod } from './marketCatalog';

/** An event to emit once the transaction has committed. */
export type PendingFeedEvent = { [K in FeedEventName]: { name: K; event: FeedEventMap[K] } }[FeedEventName];

export interface AppliedMessage {
  events: PendingFeedEvent[];
  /** Fixtures the message referred to without metadata and without a row: the adapter resyncs. */
  missingFixtures: number[];
}

const settlementChange = (row: OddsRow, oldSettlement: number): SettlementChange => ({
  oddsId: row.id,
  fixtureId: row.fixtureId,
  marketId: row.marketId,
  oldSettlement,
  settlement: row.settlement,
  version: row.version,
});

const result = (results: readonly FeedResult[], position: '1' | '2') =>
  Number(results.find((r) => r.Position === position)?.Value ?? 0) || 0;

function applyMetadata(id: number, meta: FixtureMetadata, old: FixtureRow | undefined): FixtureRow {
  const home = meta.Participants.find((p) => p.Position === '1');
  const away = meta.Participants.find((p) => p.Position === '2');
  if (!home || !away) throw new Error(`fixture ${id} needs a home and an away participant`);
  return {
    id,
    sportId: meta.Sport.Id,
    locationId: meta.Location.Id,
    leagueId: meta.League.Id,
    startDate: new Date(meta.StartDate),
    status: meta.Status,
    homeParticipantId: home.Id,
    homeName: home.Name,
    homeNameKorean: home.NameKorean ?? home.Name,
    awayParticipantId: away.Id,
    awayName: away.Name,
    awayNameKorean: away.NameKorean ?? away.Name,
    currentPeriod: old?.currentPeriod ?? PERIOD.NOT_STARTED,
    homeScore: old?.homeScore ?? 0,
    awayScore: old?.awayScore ?? 0,
    clockSeconds: old?.clockSeconds ?? 0,
    clockRunning: old?.clockRunning ?? false,
    version: old?.version ?? 0,
  };
}

function applyLivescore(row: FixtureRow, livescore: FeedLivescore): FixtureRow {
  const board = livescore.Scoreboard;
  const period = board.CurrentPeriod;
  const status = board.Status;
  return {
    ...row,
    status,
    currentPeriod: period,
    homeScore: result(board.Results, '1'),
    awayScore: result(board.Results, '2'),
    clockSeconds: Math.max(0, Number.parseInt(board.Time, 10) || 0),
    clockRunning: status === FIXTURE_STATUS.IN_PROGRESS && isPlayingPeriod(period),
  };
}

const FIXTURE_FIELDS = [
  'sportId',
  'locationId',
  'leagueId',
  'status',
  'homeParticipantId',
  'homeName',
  'homeNameKorean',
  'awayParticipantId',
  'awayName',
  'awayNameKorean',
  'currentPeriod',
  'homeScore',
  'awayScore',
  'clockSeconds',
  'clockRunning',
] as const satisfies readonly (keyof FixtureRow)[];

const fixtureChanged = (a: FixtureRow, b: FixtureRow) =>
  a.startDate.getTime() !== b.startDate.getTime() || FIXTURE_FIELDS.some((field) => a[field] !== b[field]);

const oddsChanged = (a: OddsRow, b: OddsRow) =>
  a.name !== b.name ||
  a.line !== b.line ||
  a.baseLine !== b.baseLine ||
  a.status !== b.status ||
  a.settlement !== b.settlement ||
  compareOdds(a.price, b.price) !== 0;

function catalogRows(events: readonly FeedEventBody[]) {
  const sports = new Map<number, CatalogRow>();
  const locations = new Map<number, LocationCatalogRow>();
  const leagues = new Map<number, LeagueCatalogRow>();
  for (const { Fixture: meta } of events) {
    if (!meta) continue;
    const { Sport, Location, League } = meta;
    sports.set(Sport.Id, {
      id: Sport.Id,
      name: Sport.Name,
      nameKorean: Sport.NameKorean ?? sportNameKorean(Sport.Id) ?? Sport.Name,
    });
    locations.set(Location.Id, {
      id: Location.Id,
      name: Location.Name,
      nameKorean: Location.NameKorean ?? Location.Name,
      imagePath: Location.ImagePath ?? null,
    });
    leagues.set(League.Id, {
      id: League.Id,
      name: League.Name,
      nameKorean: League.NameKorean ?? League.Name,
      sportId: Sport.Id,
      locationId: Location.Id,
      koreanStyle: League.KoreanStyle ?? false,
    });
  }
  return { sports: [...sports.values()], locations: [...locations.values()], leagues: [...leagues.values()] };
}

/**
 * Applies one data message (fixture metadata, livescore, market update or settlement; a snapshot
 * message may carry all of them) inside the caller's transaction. Values are absolute, so applying a
 * message twice changes nothing the second time; only rows whose values differ are written, with their
 * version incremented. Returns the events to emit after commit.
 * @example const { events } = await applyDataMessage(repo, tx, message, { feed: 'simulator', sequence: 42 });
 */
export async function applyDataMessage(
  repo: FeedRepository,
  tx: Tx,
  message: Pick<DataMessage, 'Body'>,
  context: { feed: string; sequence: number },
): Promise<AppliedMessage> {
  const { feed, sequence } = context;
  const pending: PendingFeedEvent[] = [];
  const events = message.Body.Events;
  const catalog = catalogRows(events);
  await repo.upsertSports(catalog.sports, tx);
  await repo.upsertLocations(catalog.locations, tx);
  await repo.upsertLeagues(catalog.leagues, tx);

  // Fixtures: metadata and livescore merge into one row per fixture.
  const ids = [...new Set(events.map((e) => e.FixtureId))];
  const oldFixtures = new Map((await repo.fixturesForUpdate(ids, tx)).map((row) => [row.id, row]));
  const fixtures = new Map(oldFixtures);
  const missing = new Set<number>();
  for (const event of events) {
    const current = fixtures.get(event.FixtureId);
    let next = event.Fixture ? applyMetadata(event.FixtureId, event.Fixture, current) : current;
    if (!next) {
      missing.add(event.FixtureId);
      continue;
    }
    if (event.Livescore) next = applyLivescore(next, event.Livescore);
    fixtures.set(event.FixtureId, next);
  }
  const changedFixtures: FixtureRow[] = [];
  for (const [id, row] of fixtures) {
    const old = oldFixtures.get(id);
    if (old && !fixtureChanged(old, row)) continue;
    const saved = { ...row, version: (old?.version ?? 0) + 1 };
    fixtures.set(id, saved);
    changedFixtures.push(saved);
  }
  await repo.saveFixtures(changedFixtures, tx);

  // Periods of the livescore events.
  const liveIds = events.filter((e) => e.Livescore && fixtures.has(e.FixtureId)).map((e) => e.FixtureId);
  const oldPeriods = new Map(
    (await repo.periods(liveIds, tx)).map((row): [string, PeriodRow] => [
      `${row.fixtureId}:${row.period}`,
      row,
    ]),
  );
  const changedPeriods: PeriodRow[] = [];
  const periodsChangedFor = new Set<number>();
  for (const event of events) {
    if (!event.Livescore || !fixtures.has(event.FixtureId)) continue;
    for (const period of event.Livescore.Periods) {
      const row: PeriodRow = {
        fixtureId: event.FixtureId,
        period: period.Type,
        homeScore: result(period.Results, '1'),
        awayScore: result(period.Results, '2'),
        isFinished: period.IsFinished,
      };
      const key = `${row.fixtureId}:${row.period}`;
      const old = oldPeriods.get(key);
      if (
        old &&
        old.homeScore === row.homeScore &&
        old.awayScore === row.awayScore &&
        old.isFinished === row.isFinished
      )
        continue;
      oldPeriods.set(key, row);
      changedPeriods.push(row);
      periodsChangedFor.add(row.fixtureId);
    }
  }
  await repo.savePeriods(changedPeriods, tx);

  for (const row of changedFixtures) {
    const old = oldFixtures.get(row.id);
    if (!old || old.status !== row.status) {
      pending.push({
        name: 'fixtureStatusChanged',
        event: {
          feed,
          sequence,
          fixtureId: row.id,
          sportId: row.sportId,
          oldStatus: old?.status ?? null,
          status: row.status,
          startDate: row.startDate,
        },
      });
    }
  }
  for (const id of new Set(liveIds)) {
    const row = fixtures.get(id) as FixtureRow;
    const old = oldFixtures.get(id);
    const scoreMoved =
      !old ||
      old.homeScore !== row.homeScore ||
      old.awayScore !== row.awayScore ||
      old.currentPeriod !== row.currentPeriod ||
      periodsChangedFor.has(id);
    if (!scoreMoved) continue;
    pending.push({
      name: 'scoreChanged',
      event: {
        feed,
        sequence,
        fixtureId: id,
        sportId: row.sportId,
        status: row.status,
        period: row.currentPeriod,
        clockSeconds: row.clockSeconds,
        homeScore: row.homeScore,
        awayScore: row.awayScore,
        oldHomeScore: old?.homeScore ?? 0,
        oldAwayScore: old?.awayScore ?? 0,
        periods: [...oldPeriods.values()]
          .filter((p) => p.fixtureId === id)
          .sort((a, b) => a.period - b.period)
          .map((p) => ({ period: p.period, home: p.homeScore, away: p.awayScore, isFinished: p.isFinished })),
      },
    });
  }

  // Markets and odds.
  const marketEvents = events.filter((e) => e.Markets && e.Markets.length > 0);
  const marketRows = marketEvents.flatMap((event) => {
    const fixture = fixtures.get(event.FixtureId);
    if (!fixture) return [];
    return (event.Markets ?? []).map((market) => {
      const definition = marketDefinition(market.Id);
      return {
        fixtureId: event.FixtureId,
        marketId: market.Id,
        name: market.Name,
        nameKorean: market.NameKorean ?? marketNameKoreanFor(fixture.sportId, market.Id, market.Name),
        period: definition ? scopePeriod(fixture.sportId, definition.scope) : PERIOD.FULL_TIME,
        sortOrder: marketSortOrder(market.Id),
      };
    });
  });
  await repo.saveMarkets(marketRows, tx);

  const bets = marketEvents.flatMap((event) =>
    fixtures.has(event.FixtureId)
      ? (event.Markets ?? []).flatMap((market) =>
          market.Bets.map((bet, index) => ({ fixtureId: event.FixtureId, marketId: market.Id, bet, index })),
        )
      : [],
  );
  const oldOdds = new Map(
    (await repo.oddsForUpdate([...new Set(bets.map((b) => b.bet.Id))], tx)).map((o) => [o.id, o]),
  );
  const savedOdds: OddsRow[] = [];
  const oddsByFixture = new Map<number, OddsChange[]>();
  const suspendedByFixture = new Map<number, string[]>();
  const settledByFixture = new Map<number, SettlementChange[]>();
  const settledMarkets = new Map<string, { fixtureId: number; marketId: number }>();
  const push = <T>(map: Map<number, T[]>, key: number, value: T) =>
    map.set(key, [...(map.get(key) ?? []), value]);
  for (const { fixtureId, marketId, bet, index } of bets) {
    const old = oldOdds.get(bet.Id);
    const row: OddsRow = {
      id: bet.Id,
      fixtureId,
      marketId,
      name: bet.Name,
      line: bet.Line ?? null,
      baseLine: bet.BaseLine ?? null,
      price: bet.Price,
      status: bet.Status,
      settlement: bet.Settlement ?? old?.settlement ?? 0,
      version: (old?.version ?? 0) + 1,
      sortOrder: old?.sortOrder ?? index,
    };
    if (bet.Settlement !== undefined) settledMarkets.set(`${fixtureId}:${marketId}`, { fixtureId, marketId });
    if (old && !oddsChanged(old, row)) continue;
    oldOdds.set(row.id, row);
    savedOdds.push(row);
    if (!old) {
      // A new row settled at once (a snapshot of a finished fixture) is a settlement too.
      if (row.settlement !== 0) push(settledByFixture, fixtureId, settlementChange(row, 0));
      continue;
    }
    if (old.status !== row.status || compareOdds(old.price, row.price) !== 0) {
      push(oddsByFixture, fixtureId, {
        oddsId: row.id,
        fixtureId,
        marketId,
        name: row.name,
        line: row.line,
        oldPrice: old.price,
        price: row.price,
        oldVersion: old.version,
        version: row.version,
        oldStatus: old.status,
        status: row.status,
      });
    }
    if (row.status === ODDS_STATUS.SUSPENDED && old.status !== ODDS_STATUS.SUSPENDED) {
      push(suspendedByFixture, fixtureId, row.id);
    }
    if (old.settlement !== row.settlement)
      push(settledByFixture, fixtureId, settlementChange(row, old.settlement));
  }
  await repo.saveOdds(savedOdds, tx);
  await repo.refreshVoided([...settledMarkets.values()], tx);

  for (const [fixtureId, changes] of oddsByFixture)
    pending.push({ name: 'oddsChanged', event: { feed, sequence, fixtureId, changes } });
  for (const [fixtureId, oddsIds] of suspendedByFixture)
    pending.push({ name: 'oddsSuspended', event: { feed, sequence, fixtureId, oddsIds } });
  for (const [fixtureId, legs] of settledByFixture)
    pending.push({ name: 'settlement', event: { feed, sequence, fixtureId, legs } });

  return { events: pending, missingFixtures: [...missing] };
}
