import { PERIOD, SPORT_ID } from '@kbet/sdk';
import type {
  DataMessage,
  FeedBet,
  FeedEventBody,
  FeedLivescore,
  FeedMarket,
  FeedMessage,
  FeedSnapshot,
  FixtureMetadata,
} from '../../domain/feed/feedMessage';
import { FIXTURE_STATUS, ODDS_STATUS } from '../../domain/feed/feedStatus';
import { scopePeriod } from '../../domain/feed/marketCatalog';
import { resolveLeg } from '../../domain/settlement/resolveLeg';
import { buildMarkets, type SimMarket } from './buildMarkets';
import { createRng, type Rng } from './createRng';
import { oddsPrice, winChance } from './priceOdds';
import type { Outcome } from './scoreOutcomes';
import {
  SIM_LEAGUES,
  SIM_LOCATIONS,
  SIM_SPORTS,
  type SimLeague,
  type SimLocation,
  type SimSport,
  type SimTeam,
} from './simulatorCatalog';
import { type Phase, type PlayState, type SportRules, sportRules } from './sportRules';
import { withEventMarket } from './withEventMarket';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export interface SimulationOptions {
  seed: number;
  /** How many times faster than real time matches are played (the schedule keeps wall-clock times). */
  speed?: number;
  /** The simulation's start time. */
  now: Date | number;
  /** The first fixture id (a restarted simulator continues after the database's highest). */
  fixtureIdStart?: number;
  /** The last sequence number already used on this feed. */
  sequenceStart?: number;
  /** Keep fixtures scheduled this far ahead (0 = no automatic schedule). */
  horizonMs?: number;
  /** Scheduled fixtures per hour, over all leagues. */
  fixturesPerHour?: number;
  /** Play this long before `now` silently, so the first snapshot already has fixtures in play. */
  warmUpMs?: number;
  /** Chance that a scheduled fixture is postponed (settled -1). */
  postponeChance?: number;
}

export interface FixtureSpec {
  sportId: number;
  /** Defaults to the sport's first league. */
  leagueId?: number;
  startAt: Date | number;
  /** Relative strength of the home side, -1 … 1 (defaults to a seeded draw). */
  edge?: number;
  /** Postpone instead of playing. */
  postpone?: boolean;
}

export interface Simulation {
  /** The simulation's clock. */
  now(): number;
  /** Plays `ms` of (wall-clock) time and returns the feed messages it produced, in order. */
  advance(ms: number): FeedMessage[];
  /**
   * When the next step with anything due runs (a fixture in play, a kick-off, a drift, a heartbeat…): a driver
   * can sleep until then, as no message comes out before it.
   */
  nextDueAt(): number;
  /** The complete current state as data messages at the last sequence number (for a resync). */
  snapshot(): FeedSnapshot;
  /** Schedules one fixture (tests and demos); returns its id. Announced by the next advance. */
  addFixture(spec: FixtureSpec): number;
  /** Ids of the fixtures the simulation holds, in creation order. */
  fixtureIds(): number[];
  /** A fixture's status, or undefined once dropped. */
  fixtureStatus(fixtureId: number): number | undefined;
  /** The last sequence number used. */
  sequence(): number;
}

interface Offer {
  price: string;
  status: number;
  settlement: number;
}

interface SimFixture {
  id: number;
  sport: SimSport;
  location: SimLocation;
  league: SimLeague;
  home: SimTeam;
  away: SimTeam;
  rules: SportRules;
  rng: Rng;
  startAt: number;
  status: number;
  margin: number;
  state: PlayState;
  currentPeriod: number;
  clockMs: number;
  markets: SimMarket[];
  offers: Map<string, Offer>;
  postponeAt: number | null;
  nextDriftAt: number;
  suspendedUntilClock: number;
  nextPriceClock: number;
  nextLivescoreClock: number;
  settledScopes: Set<string>;
  /** Odds ids whose price or status changed since the last market update. */
  changed: Set<string>;
  doneAt: number | null;
  /** Pending changes for this step. */
  dirty: { metadata: boolean; livescore: boolean; price: boolean };
}

interface LeagueClock {
  league: SimLeague;
  nextStartAt: number;
}

/** Reprice and report the clock at least this often (play time). */
const PRICE_EVERY_MS = MINUTE;
/** Drop finished fixtures from the simulation (not the database) after this long. */
const RETENTION_MS = HOUR;
const ABOUT_TO_START_MS = 5 * MINUTE;
const POSTPONE_NOTICE_MS = 30 * MINUTE;
const HEARTBEAT_MS = 5 * SECOND;
const KEEP_ALIVE_MS = 30 * SECOND;
const SLOT_MS = 5 * MINUTE;

const iso = (ms: number) => new Date(ms).toISOString();
const toMs = (value: Date | number) => (typeof value === 'number' ? value : value.getTime());

/**
 * A deterministic sports feed: for a seed, a start time and a speed, the same calls produce the same
 * LSports-shaped messages (seeded PRNG, no Math.random, no wall clock). It schedules fixtures for the
 * six sports of spec §2, prices them with a 5-7 % margin, plays them (scores, clock, periods, odds
 * moves, suspensions on goals) and settles every selection with resolveLeg when periods and fixtures end.
 * @example const sim = createSimulation({ seed: 7, speed: 600, now: Date.now() }); const messages = sim.advance(1000);
 */
export function createSimulation(options: SimulationOptions): Simulation {
  const speed = options.speed ?? 1;
  if (!(speed > 0)) throw new RangeError('speed must be positive');
  const horizonMs = options.horizonMs ?? 24 * HOUR;
  const fixturesPerHour = options.fixturesPerHour ?? 9;
  const postponeChance = options.postponeChance ?? 0.01;
  const warmUpMs = options.warmUpMs ?? 0;
  const startMs = toMs(options.now) - warmUpMs;
  // At most one second of simulation time and ten seconds of play per step.
  const playPerStep = Math.min(10 * SECOND, SECOND * speed);
  const rng = createRng(options.seed);
  const fixtures = new Map<number, SimFixture>();
  let nextFixtureId = options.fixtureIdStart ?? 10_000_001;
  let sequence = options.sequenceStart ?? 0;
  let step = 0;
  let now = startMs;
  let lastHeartbeat = startMs;
  let lastKeepAlive = startMs;

  const weights = SIM_LEAGUES.reduce((s, league) => s + league.weight, 0);
  const leagueClocks: LeagueClock[] = SIM_LEAGUES.map((league) => ({
    league,
    // Each league's first fixture starts within 90 minutes, so a fresh demo has a few matches in play.
    nextStartAt: (Math.floor(startMs / SLOT_MS) + rng.int(1, 18)) * SLOT_MS,
  }));

  const timeOfStep = (n: number) => startMs + Math.floor((n * playPerStep) / speed);

  const outcomesOf = (fixture: SimFixture) => {
    const cache = new Map<string, Outcome[]>();
    return (scope: SimMarket['scope'], kind: SimMarket['kind']) => {
      const key = `${scope}:${kind}`;
      const known = cache.get(key);
      if (known) return known;
      const outcomes = fixture.rules.outcomes(fixture.state, scope, kind);
      cache.set(key, outcomes);
      return outcomes;
    };
  };

  function createFixture(spec: {
    league: SimLeague;
    startAt: number;
    edge?: number;
    postpone?: boolean;
  }): SimFixture {
    const id = nextFixtureId;
    nextFixtureId += 1;
    const fixtureRng = rng.fork(id);
    const { league } = spec;
    const rules = sportRules(league.sportId);
    const homeIndex = fixtureRng.int(0, league.teams.length - 1);
    const awayIndex = (homeIndex + fixtureRng.int(1, league.teams.length - 1)) % league.teams.length;
    const edge = spec.edge ?? fixtureRng.between(-0.9, 0.9);
    const postpone = spec.postpone ?? fixtureRng.chance(postponeChance);
    const fixture: SimFixture = {
      id,
      sport: SIM_SPORTS.find((s) => s.id === league.sportId) as SimSport,
      location: SIM_LOCATIONS.find((l) => l.id === league.locationId) as SimLocation,
      league,
      home: league.teams[homeIndex] as SimTeam,
      away: league.teams[awayIndex] as SimTeam,
      rules,
      rng: fixtureRng,
      startAt: spec.startAt,
      status: FIXTURE_STATUS.NOT_STARTED,
      margin: fixtureRng.between(0.05, 0.07),
      state: {
        phases: rules.plan(fixtureRng, league.id),
        phaseIndex: 0,
        phaseElapsedMs: 0,
        periods: new Map(),
        rates: rules.rates(fixtureRng, edge, league.id),
      },
      currentPeriod: PERIOD.NOT_STARTED,
      clockMs: 0,
      markets: [],
      offers: new Map(),
      postponeAt: postpone ? Math.max(now, spec.startAt - POSTPONE_NOTICE_MS) : null,
      nextDriftAt: now + fixtureRng.int(10, 40) * MINUTE,
      suspendedUntilClock: 0,
      nextPriceClock: 0,
      nextLivescoreClock: 0,
      settledScopes: new Set(),
      changed: new Set(),
      doneAt: null,
      dirty: { metadata: true, livescore: false, price: true },
    };
    fixture.markets = buildMarkets(
      id,
      league.sportId,
      withEventMarket(id, rules.markets),
      outcomesOf(fixture),
    );
    reprice(fixture, false);
    fixture.dirty.price = false;
    fixtures.set(id, fixture);
    return fixture;
  }

  function scheduleUpTo(until: number) {
    if (horizonMs <= 0) return;
    for (const clock of leagueClocks) {
      while (clock.nextStartAt <= until) {
        createFixture({ league: clock.league, startAt: clock.nextStartAt });
        const perHour = (fixturesPerHour * clock.league.weight) / weights;
        const gap = (-Math.log(1 - rng.next()) / perHour) * HOUR;
        clock.nextStartAt = Math.ceil((clock.nextStartAt + Math.max(gap, SLOT_MS)) / SLOT_MS) * SLOT_MS;
      }
    }
  }

  const periodsOf = (fixture: SimFixture) =>
    [...fixture.state.periods].map(([period, p]) => ({
      period,
      home: p.home,
      away: p.away,
      isFinished: p.finished,
    }));

  /** Prices every unsettled selection; in play, near-certain selections are suspended instead. */
  function reprice(fixture: SimFixture, suspended: boolean) {
    const outcomes = outcomesOf(fixture);
    const inPlay = fixture.status === FIXTURE_STATUS.IN_PROGRESS;
    for (const market of fixture.markets) {
      if (fixture.settledScopes.has(market.scope)) continue;
      const distribution = outcomes(market.scope, market.kind);
      for (const bet of market.bets) {
        const offer = fixture.offers.get(bet.id);
        if (offer?.status === ODDS_STATUS.SETTLED) continue;
        const chance = winChance(market.kind, bet.name, bet.line, distribution);
        const decided = chance < 0.01 || chance > 0.97;
        const price = decided && offer ? offer.price : oddsPrice(chance, fixture.margin);
        const status = suspended || (inPlay && decided) ? ODDS_STATUS.SUSPENDED : ODDS_STATUS.OPEN;
        if (!offer || offer.price !== price || offer.status !== status) {
          fixture.offers.set(bet.id, { price, status, settlement: 0 });
          fixture.changed.add(bet.id);
        }
      }
    }
  }

  function suspendAll(fixture: SimFixture) {
    for (const [id, offer] of fixture.offers) {
      if (offer.status === ODDS_STATUS.OPEN) {
        fixture.offers.set(id, { ...offer, status: ODDS_STATUS.SUSPENDED });
        fixture.changed.add(id);
      }
    }
  }

  /** Settles the markets of the scopes whose period (or the match) is over, with resolveLeg. */
  function settle(fixture: SimFixture, settlementEvents: FeedEventBody[]) {
    const periods = periodsOf(fixture);
    const bets: { market: SimMarket; bet: SimMarket['bets'][number]; flag: number }[] = [];
    for (const market of fixture.markets) {
      if (fixture.settledScopes.has(market.scope)) continue;
      const over =
        fixture.status !== FIXTURE_STATUS.IN_PROGRESS ||
        (market.scope !== 'match' &&
          fixture.state.periods.get(scopePeriod(fixture.sport.id, market.scope))?.finished === true);
      if (!over) continue;
      for (const bet of market.bets) {
        const flag = resolveLeg({
          marketId: market.marketId,
          betName: bet.name,
          line: bet.line,
          sportId: fixture.sport.id,
          fixtureStatus: fixture.status,
          periods,
        });
        bets.push({ market, bet, flag });
      }
    }
    if (bets.length === 0) return;
    for (const { market } of bets) fixture.settledScopes.add(market.scope);
    for (const { bet, flag } of bets) {
      const offer = fixture.offers.get(bet.id) as Offer;
      fixture.offers.set(bet.id, { ...offer, status: ODDS_STATUS.SETTLED, settlement: flag });
    }
    const byMarket = new Map<SimMarket, FeedBet[]>();
    for (const { market, bet } of bets)
      byMarket.set(market, [...(byMarket.get(market) ?? []), feedBet(fixture, bet)]);
    settlementEvents.push({
      FixtureId: fixture.id,
      Markets: [...byMarket].map(([market, feedBets]) => feedMarket(market, feedBets)),
    });
  }

  const feedBet = (fixture: SimFixture, bet: SimMarket['bets'][number]): FeedBet => {
    const offer = fixture.offers.get(bet.id) as Offer;
    return {
      Id: bet.id,
      Name: bet.name,
      Line: bet.line,
      BaseLine: bet.baseLine,
      Status: offer.status,
      Price: offer.price,
      ...(offer.settlement !== 0 || offer.status === ODDS_STATUS.SETTLED
        ? { Settlement: offer.settlement }
        : {}),
      LastUpdate: iso(now),
    };
  };

  const feedMarket = (market: SimMarket, bets: FeedBet[]): FeedMarket => ({
    Id: market.marketId,
    Name: market.name,
    NameKorean: market.nameKorean,
    Bets: bets,
  });

  const metadata = (fixture: SimFixture): FixtureMetadata => ({
    Sport: { Id: fixture.sport.id, Name: fixture.sport.name, NameKorean: fixture.sport.nameKorean },
    Location: {
      Id: fixture.location.id,
      Name: fixture.location.name,
      NameKorean: fixture.location.nameKorean,
    },
    League: {
      Id: fixture.league.id,
      Name: fixture.league.name,
      NameKorean: fixture.league.nameKorean,
      KoreanStyle: fixture.league.koreanStyle,
    },
    StartDate: iso(fixture.startAt),
    Status: fixture.status,
    Participants: [
      { Id: fixture.home.id, Name: fixture.home.name, NameKorean: fixture.home.nameKorean, Position: '1' },
      { Id: fixture.away.id, Name: fixture.away.name, NameKorean: fixture.away.nameKorean, Position: '2' },
    ],
    LastUpdate: iso(now),
  });

  const results = (home: number, away: number) => [
    { Position: '1' as const, Value: String(home) },
    { Position: '2' as const, Value: String(away) },
  ];

  const livescore = (fixture: SimFixture): FeedLivescore => {
    const board = fixture.rules.scoreboard(fixture.state.periods);
    return {
      Scoreboard: {
        Status: fixture.status,
        CurrentPeriod: fixture.currentPeriod,
        Time: String(fixture.rules.clock ? Math.floor(fixture.clockMs / SECOND) : 0),
        Results: results(board.home, board.away),
      },
      Periods: [...fixture.state.periods].map(([period, p]) => ({
        Type: period,
        IsFinished: p.finished,
        IsConfirmed: p.finished,
        Results: results(p.home, p.away),
      })),
    };
  };

  const allMarkets = (fixture: SimFixture): FeedMarket[] =>
    fixture.markets.map((market) =>
      feedMarket(
        market,
        market.bets.map((bet) => feedBet(fixture, bet)),
      ),
    );

  // --- play ---

  function finish(fixture: SimFixture, finalPeriod: number, settlementEvents: FeedEventBody[]) {
    for (const period of fixture.state.periods.values()) period.finished = true;
    fixture.status = FIXTURE_STATUS.FINISHED;
    fixture.currentPeriod = finalPeriod;
    fixture.doneAt = now;
    fixture.dirty.livescore = true;
    settle(fixture, settlementEvents);
  }

  function endPhase(fixture: SimFixture, settlementEvents: FeedEventBody[]) {
    const { state } = fixture;
    const phase = state.phases[state.phaseIndex];
    if (phase?.kind === 'play') {
      const period = state.periods.get(phase.period);
      if (period) period.finished = true;
      fixture.dirty.livescore = true;
      settle(fixture, settlementEvents);
      if (fixture.rules.suspendOnPeriodEndMs > 0) {
        suspendAll(fixture);
        fixture.suspendedUntilClock = fixture.clockMs + fixture.rules.suspendOnPeriodEndMs;
      }
    }
    state.phaseIndex += 1;
    state.phaseElapsedMs = 0;
  }

  function playStep(fixture: SimFixture, dt: number, settlementEvents: FeedEventBody[]) {
    const { state, rules } = fixture;
    let left = dt;
    while (left > 0 && fixture.status === FIXTURE_STATUS.IN_PROGRESS) {
      const phase: Phase | undefined = state.phases[state.phaseIndex];
      if (!phase) {
        const next = rules.extend(state);
        if (typeof next === 'number') finish(fixture, next, settlementEvents);
        else state.phases.push(...next);
        continue;
      }
      if (phase.kind === 'break') {
        if (fixture.currentPeriod !== PERIOD.BREAK) {
          fixture.currentPeriod = PERIOD.BREAK;
          fixture.dirty.livescore = true;
        }
        const take = Math.min(left, phase.durationMs - state.phaseElapsedMs);
        state.phaseElapsedMs += take;
        left -= take;
        if (state.phaseElapsedMs >= phase.durationMs) endPhase(fixture, settlementEvents);
        continue;
      }
      if (phase.kind === 'shootout') {
        const homeWins = fixture.rng.chance(state.rates.home / (state.rates.home + state.rates.away));
        const winner = fixture.rng.int(1, 5);
        const loser = fixture.rng.int(0, winner - 1);
        state.periods.set(PERIOD.PENALTIES, {
          home: homeWins ? winner : loser,
          away: homeWins ? loser : winner,
          finished: true,
        });
        fixture.currentPeriod = PERIOD.PENALTIES;
        fixture.dirty.livescore = true;
        state.phaseIndex += 1;
        continue;
      }
      let period = state.periods.get(phase.period);
      if (state.phaseElapsedMs === 0 && fixture.currentPeriod !== phase.period) {
        // A second overtime adds to period 40, which plays on.
        period = period ?? { home: 0, away: 0, finished: false };
        period.finished = false;
        state.periods.set(phase.period, period);
        if (fixture.sport.id === SPORT_ID.FOOTBALL && phase.period === PERIOD.SECOND_HALF)
          fixture.clockMs = 45 * MINUTE;
        fixture.dirty.livescore = true;
      }
      if (!period) throw new Error(`period ${phase.period} of fixture ${fixture.id} was not started`);
      fixture.currentPeriod = phase.period;
      const take = phase.race ? left : Math.min(left, phase.durationMs - state.phaseElapsedMs);
      let ended = false;
      let scored = false;
      for (const event of rules.score(fixture.rng, state, take / MINUTE)) {
        period[event.side] += event.points;
        scored = true;
        const raceOver =
          phase.race !== undefined &&
          (period.home >= phase.race || period.away >= phase.race) &&
          Math.abs(period.home - period.away) >= 2;
        if (raceOver || phase.suddenDeath) {
          ended = true;
          break;
        }
      }
      state.phaseElapsedMs += take;
      fixture.clockMs += take;
      left -= take;
      if (scored) {
        fixture.dirty.livescore = true;
        // Goals and runs suspend the markets; baskets and rallies only move the next regular reprice.
        if (rules.suspendOnScoreMs > 0) {
          suspendAll(fixture);
          fixture.suspendedUntilClock = fixture.clockMs + rules.suspendOnScoreMs;
        }
      }
      if (!ended && !phase.race && state.phaseElapsedMs >= phase.durationMs) {
        // A decisive period (an e-sports map) cannot end level: it plays on to the next score.
        if (phase.decisive && period.home === period.away)
          state.phases[state.phaseIndex] = {
            ...phase,
            suddenDeath: true,
            durationMs: Number.MAX_SAFE_INTEGER,
          };
        else ended = true;
      }
      if (ended) endPhase(fixture, settlementEvents);
    }
  }

  function kickOff(fixture: SimFixture) {
    fixture.status = FIXTURE_STATUS.IN_PROGRESS;
    fixture.dirty.livescore = true;
    fixture.nextPriceClock = 0;
  }

  function postpone(fixture: SimFixture, settlementEvents: FeedEventBody[]) {
    fixture.status = FIXTURE_STATUS.POSTPONED;
    fixture.dirty.metadata = true;
    fixture.doneAt = now;
    settle(fixture, settlementEvents);
  }

  function drift(fixture: SimFixture) {
    const { rates } = fixture.state;
    const nudge = () => Math.exp((fixture.rng.next() - 0.5) * 0.12);
    if (fixture.sport.id === SPORT_ID.VOLLEYBALL) {
      // Volleyball's rate is the home side's rally share.
      const share = Math.min(0.6, Math.max(0.4, rates.home + (fixture.rng.next() - 0.5) * 0.006));
      fixture.state.rates = { home: share, away: 1 - share };
    } else fixture.state.rates = { home: rates.home * nudge(), away: rates.away * nudge() };
    fixture.nextDriftAt = now + fixture.rng.int(10, 40) * MINUTE;
    fixture.dirty.price = true;
  }

  function runStep(out: FeedMessage[]) {
    scheduleUpTo(now + horizonMs);
    const metadataEvents: FeedEventBody[] = [];
    const livescoreEvents: FeedEventBody[] = [];
    const marketEvents: FeedEventBody[] = [];
    const settlementEvents: FeedEventBody[] = [];
    for (const fixture of [...fixtures.values()]) {
      const notStarted =
        fixture.status === FIXTURE_STATUS.NOT_STARTED || fixture.status === FIXTURE_STATUS.ABOUT_TO_START;
      if (notStarted) {
        if (fixture.postponeAt !== null && now >= fixture.postponeAt) postpone(fixture, settlementEvents);
        else if (now >= fixture.startAt) kickOff(fixture);
        else {
          if (fixture.status === FIXTURE_STATUS.NOT_STARTED && now >= fixture.startAt - ABOUT_TO_START_MS) {
            fixture.status = FIXTURE_STATUS.ABOUT_TO_START;
            fixture.dirty.metadata = true;
          }
          if (now >= fixture.nextDriftAt) drift(fixture);
        }
      }
      if (fixture.status === FIXTURE_STATUS.IN_PROGRESS) {
        playStep(fixture, playPerStep, settlementEvents);
        if (fixture.status === FIXTURE_STATUS.IN_PROGRESS) {
          const reopen = fixture.suspendedUntilClock > 0 && fixture.clockMs >= fixture.suspendedUntilClock;
          if (reopen) fixture.suspendedUntilClock = 0;
          const suspended = fixture.suspendedUntilClock > 0;
          if (!suspended && (reopen || fixture.dirty.price || fixture.clockMs >= fixture.nextPriceClock)) {
            reprice(fixture, false);
            fixture.nextPriceClock = fixture.clockMs + PRICE_EVERY_MS;
          }
          if (fixture.clockMs >= fixture.nextLivescoreClock) {
            fixture.dirty.livescore = true;
            fixture.nextLivescoreClock = fixture.clockMs + PRICE_EVERY_MS;
          }
        }
      } else if (notStarted && fixture.status !== FIXTURE_STATUS.POSTPONED && fixture.dirty.price) {
        reprice(fixture, false);
      }
      collect(fixture, metadataEvents, livescoreEvents, marketEvents);
      if (fixture.doneAt !== null && now - fixture.doneAt > RETENTION_MS) fixtures.delete(fixture.id);
    }
    for (const [type, events] of [
      [1, metadataEvents],
      [2, livescoreEvents],
      [3, marketEvents],
      [35, settlementEvents],
    ] as const) {
      if (events.length === 0) continue;
      sequence += 1;
      out.push({
        Header: { Type: type, MsgSeq: sequence, CreationDate: iso(now) },
        Body: { Events: events },
      });
    }
  }

  /** Turns a fixture's pending changes into message events: only the selections that changed. */
  function collect(
    fixture: SimFixture,
    metadataEvents: FeedEventBody[],
    livescoreEvents: FeedEventBody[],
    marketEvents: FeedEventBody[],
  ) {
    if (fixture.dirty.metadata) metadataEvents.push({ FixtureId: fixture.id, Fixture: metadata(fixture) });
    if (fixture.dirty.livescore)
      livescoreEvents.push({ FixtureId: fixture.id, Livescore: livescore(fixture) });
    if (fixture.changed.size > 0) {
      const markets: FeedMarket[] = [];
      for (const market of fixture.markets) {
        // Settled selections travel in the settlement message; here only prices and statuses.
        const bets = market.bets.filter(
          (bet) => fixture.changed.has(bet.id) && fixture.offers.get(bet.id)?.status !== ODDS_STATUS.SETTLED,
        );
        if (bets.length > 0)
          markets.push(
            feedMarket(
              market,
              bets.map((bet) => feedBet(fixture, bet)),
            ),
          );
      }
      if (markets.length > 0) marketEvents.push({ FixtureId: fixture.id, Markets: markets });
      fixture.changed.clear();
    }
    fixture.dirty = { metadata: false, livescore: false, price: false };
  }

  /** The first step at or after time `at`. */
  function stepAt(at: number): number {
    let n = Math.max(0, Math.ceil(((at - startMs) * speed) / playPerStep));
    while (n > 0 && timeOfStep(n - 1) >= at) n -= 1;
    while (timeOfStep(n) < at) n += 1;
    return n;
  }

  /** When a fixture next needs a step: every step while it plays or has changes to send. */
  function fixtureDueAt(fixture: SimFixture): number {
    const { dirty } = fixture;
    if (
      fixture.status === FIXTURE_STATUS.IN_PROGRESS ||
      dirty.metadata ||
      dirty.livescore ||
      dirty.price ||
      fixture.changed.size > 0
    )
      return Number.NEGATIVE_INFINITY;
    if (fixture.status === FIXTURE_STATUS.NOT_STARTED || fixture.status === FIXTURE_STATUS.ABOUT_TO_START)
      return Math.min(
        fixture.postponeAt ?? Number.POSITIVE_INFINITY,
        fixture.startAt,
        fixture.status === FIXTURE_STATUS.NOT_STARTED
          ? fixture.startAt - ABOUT_TO_START_MS
          : Number.POSITIVE_INFINITY,
        fixture.nextDriftAt,
      );
    // Dropped after its retention: the keep-alives' fixture list changes then.
    return fixture.doneAt === null ? Number.POSITIVE_INFINITY : fixture.doneAt + RETENTION_MS + 1;
  }

  /**
   * The next step that has anything due. The steps before it would change nothing (no fixture plays, every
   * kick-off, drift, schedule and heartbeat is later), so advance skips them and the output is the same.
   */
  function nextDueStep(): number {
    const next = step + 1;
    const nextAt = timeOfStep(next);
    let due = Math.min(lastHeartbeat + HEARTBEAT_MS, lastKeepAlive + KEEP_ALIVE_MS);
    if (horizonMs > 0) for (const clock of leagueClocks) due = Math.min(due, clock.nextStartAt - horizonMs);
    for (const fixture of fixtures.values()) {
      due = Math.min(due, fixtureDueAt(fixture));
      if (due <= nextAt) return next;
    }
    return Math.max(next, stepAt(due));
  }

  function advance(ms: number): FeedMessage[] {
    const out: FeedMessage[] = [];
    const target = now + ms;
    for (let due = nextDueStep(); timeOfStep(due) <= target; due = nextDueStep()) {
      step = due;
      now = timeOfStep(step);
      runStep(out);
      if (now - lastHeartbeat >= HEARTBEAT_MS) {
        lastHeartbeat = now;
        out.push({ Header: { Type: 32, CreationDate: iso(now) } });
      }
      if (now - lastKeepAlive >= KEEP_ALIVE_MS) {
        lastKeepAlive = now;
        out.push({
          Header: { Type: 31, CreationDate: iso(now) },
          Body: { KeepAlive: { ActiveEvents: [...fixtures.keys()] } },
        });
      }
    }
    now = target;
    return out;
  }

  function snapshot(): FeedSnapshot {
    const events: FeedEventBody[] = [...fixtures.values()].map((fixture) => ({
      FixtureId: fixture.id,
      Fixture: metadata(fixture),
      Livescore: livescore(fixture),
      Markets: allMarkets(fixture),
    }));
    const message: DataMessage = {
      Header: { Type: 1, MsgSeq: sequence, CreationDate: iso(now) },
      Body: { Events: events },
    };
    return { sequence, messages: events.length > 0 ? [message] : [] };
  }

  scheduleUpTo(startMs + horizonMs);
  if (warmUpMs > 0) advance(warmUpMs);

  return {
    now: () => now,
    advance,
    nextDueAt: () => timeOfStep(nextDueStep()),
    snapshot,
    addFixture(spec) {
      const league = spec.leagueId
        ? SIM_LEAGUES.find((l) => l.id === spec.leagueId)
        : SIM_LEAGUES.find((l) => l.sportId === spec.sportId);
      if (!league || league.sportId !== spec.sportId)
        throw new RangeError(`No simulated league ${spec.leagueId ?? ''} for sport ${spec.sportId}`);
      return createFixture({
        league,
        startAt: toMs(spec.startAt),
        edge: spec.edge,
        postpone: spec.postpone ?? false,
      }).id;
    },
    fixtureIds: () => [...fixtures.keys()],
    fixtureStatus: (fixtureId) => fixtures.get(fixtureId)?.status,
    sequence: () => sequence,
  };
}
