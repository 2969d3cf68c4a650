import { PERIOD, SPORT_ID } from '@kbet/sdk';
import type { MarketKind, MarketScope } from '../../domain/feed/marketCatalog';
import type { Rng } from './createRng';
import {
  bestOfOutcomes,
  homeWinShare,
  normalMarginTotal,
  type Outcome,
  poissonOutcomes,
  raceOutcomes,
} from './scoreOutcomes';

const MINUTE = 60_000;

/** A stretch of a fixture: play in a period (timed, a race to a score, or until the next score), or a break. */
export type Phase =
  | {
      kind: 'play';
      period: number;
      durationMs: number;
      /** Volleyball sets end when a side reaches `race` two clear. */
      race?: number;
      /** Ends at the first score (ice hockey overtime). */
      suddenDeath?: boolean;
      /** A tie at the end of the time plays on until the next score (an e-sports map). */
      decisive?: boolean;
    }
  | { kind: 'break'; durationMs: number }
  | { kind: 'shootout' };

export interface PeriodState {
  home: number;
  away: number;
  finished: boolean;
}

/** A fixture's play so far, as the rules and the pricing read it. */
export interface PlayState {
  phases: Phase[];
  phaseIndex: number;
  phaseElapsedMs: number;
  /** Period code → its score, in the order the periods started. */
  periods: Map<number, PeriodState>;
  /** Scoring speed per minute of play (or, for volleyball, the home side's rally share in `home`). */
  rates: { home: number; away: number };
}

/** A score during play: who scored and how many points. */
export interface ScoreEvent {
  side: 'home' | 'away';
  points: number;
}

export interface SportRules {
  sportId: number;
  /** The regulation phases from kick-off. */
  plan(rng: Rng, leagueId: number): Phase[];
  /** After the last phase: more phases (overtime, the next set), or the final period code. */
  extend(state: PlayState): Phase[] | number;
  /** Scores in `minutes` of play, in order. */
  score(rng: Rng, state: PlayState, minutes: number): ScoreEvent[];
  /** Scoring rates of a new fixture from the relative strength `edge` (-1 … 1, home side). */
  rates(rng: Rng, edge: number, leagueId: number): { home: number; away: number };
  /** The scoreboard from the periods (sets won for set sports). */
  scoreboard(periods: ReadonlyMap<number, PeriodState>): { home: number; away: number };
  /** Distribution of the final score a market scope settles on, from the state now. */
  outcomes(state: PlayState, scope: MarketScope, kind: MarketKind): Outcome[];
  /** The markets offered, in display order. */
  markets: readonly number[];
  /** Markets are suspended this long (play time) after a score; 0 = never. */
  suspendOnScoreMs: number;
  /** Suspended this long after a period ends. */
  suspendOnPeriodEndMs: number;
  /** Whether the livescore carries a running clock. */
  clock: boolean;
}

const sum = (periods: ReadonlyMap<number, PeriodState>, include: (code: number) => boolean) => {
  let home = 0;
  let away = 0;
  for (const [code, p] of periods) {
    if (!include(code)) continue;
    home += p.home;
    away += p.away;
  }
  return { home, away };
};

const setsWon = (periods: ReadonlyMap<number, PeriodState>) => {
  let home = 0;
  let away = 0;
  for (const p of periods.values()) {
    if (!p.finished) continue;
    if (p.home > p.away) home += 1;
    else if (p.away > p.home) away += 1;
  }
  return { home, away };
};

/** Minutes of play left in phases matching `include`, counting the current phase's remainder. */
function remainingMinutes(state: PlayState, include: (phase: Phase & { kind: 'play' }) => boolean): number {
  let ms = 0;
  state.phases.forEach((phase, index) => {
    if (index < state.phaseIndex || phase.kind !== 'play' || !include(phase)) return;
    // Open-ended play (a set, a map's decider) has no clock left to price.
    if (phase.durationMs === Number.MAX_SAFE_INTEGER) return;
    ms +=
      index === state.phaseIndex ? Math.max(0, phase.durationMs - state.phaseElapsedMs) : phase.durationMs;
  });
  return ms / MINUTE;
}

const periodScore = (state: PlayState, code: number) => {
  const p = state.periods.get(code);
  return { home: p?.home ?? 0, away: p?.away ?? 0 };
};

const poissonScores = (rng: Rng, state: PlayState, minutes: number): ScoreEvent[] => {
  const events: ScoreEvent[] = [];
  for (let i = rng.poisson(state.rates.home * minutes); i > 0; i -= 1)
    events.push({ side: 'home', points: 1 });
  for (let i = rng.poisson(state.rates.away * minutes); i > 0; i -= 1)
    events.push({ side: 'away', points: 1 });
  return rng.chance(0.5) ? events.reverse() : events;
};

/** Regular-time periods with fixed lengths: football halves, hockey periods, basketball quarters, innings. */
const timed =
  (codes: readonly number[], minutes: (rng: Rng) => number, breaks: readonly number[]) => (rng: Rng) =>
    codes.flatMap((period, i): Phase[] => {
      const play: Phase = { kind: 'play', period, durationMs: Math.round(minutes(rng) * MINUTE) };
      const pause = breaks[i] ?? 0;
      return pause > 0 && i < codes.length - 1
        ? [play, { kind: 'break', durationMs: pause * MINUTE }]
        : [play];
    });

const lastPlayed = (state: PlayState) => [...state.periods.keys()].at(-1) ?? PERIOD.NOT_STARTED;

// Football: two halves with stoppage time; 1X2 on regular time; goals are Poisson.
const football: SportRules = {
  sportId: SPORT_ID.FOOTBALL,
  plan: (rng) => [
    { kind: 'play', period: PERIOD.FIRST_HALF, durationMs: (45 + rng.int(1, 4)) * MINUTE },
    { kind: 'break', durationMs: 15 * MINUTE },
    { kind: 'play', period: PERIOD.SECOND_HALF, durationMs: (45 + rng.int(2, 6)) * MINUTE },
  ],
  extend: () => PERIOD.FULL_TIME,
  score: poissonScores,
  rates(rng, edge) {
    const perTeam = rng.between(2.2, 3.1) / 2 / 90;
    return { home: perTeam * Math.exp(edge / 2 + 0.12), away: perTeam * Math.exp(-edge / 2 - 0.12) };
  },
  scoreboard: (periods) => sum(periods, (code) => code === PERIOD.FIRST_HALF || code === PERIOD.SECOND_HALF),
  outcomes(state, scope) {
    const { home, away } = state.rates;
    if (scope === 'match') {
      const left = remainingMinutes(state, () => true);
      return poissonOutcomes(this.scoreboard(state.periods), home * left, away * left, 10);
    }
    const code = scope === 'period1' ? PERIOD.FIRST_HALF : PERIOD.SECOND_HALF;
    const left = remainingMinutes(state, (p) => p.period === code);
    return poissonOutcomes(periodScore(state, code), home * left, away * left, 8);
  },
  markets: [1, 7, 3, 2, 5, 17, 6, 41, 64, 21],
  suspendOnScoreMs: MINUTE,
  suspendOnPeriodEndMs: 0,
  clock: true,
};

// Ice hockey: three periods, sudden-death overtime, then a shootout; 1X2 on regular time.
const iceHockey: SportRules = {
  sportId: SPORT_ID.ICE_HOCKEY,
  plan: timed([1, 2, 3], () => 20, [17, 17]),
  extend(state) {
    const last = lastPlayed(state);
    const { home, away } = this.scoreboard(state.periods);
    if (last === 3 && home === away)
      return [
        { kind: 'break', durationMs: 3 * MINUTE },
        { kind: 'play', period: PERIOD.OVERTIME, durationMs: 5 * MINUTE, suddenDeath: true },
      ];
    if (last === PERIOD.OVERTIME && home === away) return [{ kind: 'shootout' }];
    if (last === PERIOD.PENALTIES) return PERIOD.FULL_TIME_AFTER_PENALTIES;
    return last === PERIOD.OVERTIME ? PERIOD.FULL_TIME_AFTER_OVERTIME : PERIOD.FULL_TIME;
  },
  score: poissonScores,
  rates(rng, edge) {
    const perTeam = rng.between(5.2, 6.6) / 2 / 60;
    return { home: perTeam * Math.exp(edge / 2 + 0.08), away: perTeam * Math.exp(-edge / 2 - 0.08) };
  },
  scoreboard(periods) {
    const total = sum(periods, (code) => code !== PERIOD.PENALTIES);
    const shootout = periods.get(PERIOD.PENALTIES);
    if (shootout?.finished) {
      if (shootout.home > shootout.away) total.home += 1;
      else total.away += 1;
    }
    return total;
  },
  outcomes(state, scope) {
    const { home, away } = state.rates;
    if (scope === 'match') {
      const left = remainingMinutes(state, (p) => p.period >= 1 && p.period <= 3);
      return poissonOutcomes(
        sum(state.periods, (c) => c >= 1 && c <= 3),
        home * left,
        away * left,
        12,
      );
    }
    const code = scope === 'period1' ? 1 : 2;
    const left = remainingMinutes(state, (p) => p.period === code);
    return poissonOutcomes(periodScore(state, code), home * left, away * left, 8);
  },
  markets: [1, 7, 3, 2, 5, 17, 41, 21],
  suspendOnScoreMs: MINUTE,
  suspendOnPeriodEndMs: 0,
  clock: true,
};

const BASKET_POINTS = [
  { points: 1, p: 0.14 },
  { points: 2, p: 0.64 },
  { points: 3, p: 0.22 },
];
const BASKET_MEAN = BASKET_POINTS.reduce((s, b) => s + b.points * b.p, 0);
const BASKET_SQUARE = BASKET_POINTS.reduce((s, b) => s + b.points * b.points * b.p, 0);
const NBA = 203;

const basketPoints = (rng: Rng) => {
  const x = rng.next();
  return x < 0.14 ? 1 : x < 0.78 ? 2 : 3;
};

// Basketball: four quarters (12 minutes in the NBA, 10 elsewhere), five-minute overtimes until decided.
const basketball: SportRules = {
  sportId: SPORT_ID.BASKETBALL,
  plan: (rng, leagueId) => timed([1, 2, 3, 4], () => (leagueId === NBA ? 12 : 10), [2, 15, 2])(rng),
  extend(state) {
    const { home, away } = this.scoreboard(state.periods);
    if (home === away)
      return [
        { kind: 'break', durationMs: 2 * MINUTE },
        { kind: 'play', period: PERIOD.OVERTIME, durationMs: 5 * MINUTE },
      ];
    return state.periods.has(PERIOD.OVERTIME) ? PERIOD.FULL_TIME_AFTER_OVERTIME : PERIOD.FULL_TIME;
  },
  score(rng, state, minutes) {
    const events: ScoreEvent[] = [];
    for (let i = rng.poisson(state.rates.home * minutes); i > 0; i -= 1)
      events.push({ side: 'home', points: basketPoints(rng) });
    for (let i = rng.poisson(state.rates.away * minutes); i > 0; i -= 1)
      events.push({ side: 'away', points: basketPoints(rng) });
    return events;
  },
  rates(rng, edge, leagueId) {
    const minutes = leagueId === NBA ? 48 : 40;
    // Points per team and game; the home side is favoured by 2 points.
    const points = leagueId === NBA ? rng.between(106, 120) : rng.between(74, 86);
    const spread = edge * 9 + 2;
    return {
      home: (points + spread / 2) / BASKET_MEAN / minutes,
      away: (points - spread / 2) / BASKET_MEAN / minutes,
    };
  },
  scoreboard: (periods) => sum(periods, () => true),
  outcomes(state, scope, kind) {
    const { home, away } = state.rates;
    const code = scope === 'period1' ? 1 : 2;
    const left =
      scope === 'match'
        ? remainingMinutes(state, () => true)
        : remainingMinutes(state, (p) => p.period === code);
    const current = scope === 'match' ? this.scoreboard(state.periods) : periodScore(state, code);
    // Scoring events are Poisson with 1-3 points each; 1.3 widens it to real games' spread.
    const sd = Math.sqrt(((home + away) / 2) * left * BASKET_SQUARE * 1.3);
    const { margin, total } = normalMarginTotal(
      current,
      home * left * BASKET_MEAN,
      away * left * BASKET_MEAN,
      sd,
    );
    return kind === 'total' || kind === 'oddEven' ? total : margin;
  },
  markets: [52, 3, 2, 5, 202, 64, 21],
  suspendOnScoreMs: 0,
  suspendOnPeriodEndMs: 0,
  clock: true,
};

// Baseball: nine innings, extra innings up to the 12th, after which a tie stands (KBO).
const baseball: SportRules = {
  sportId: SPORT_ID.BASEBALL,
  plan: timed([1, 2, 3, 4, 5, 6, 7, 8, 9], (rng) => rng.between(15, 21), []),
  extend(state) {
    const last = lastPlayed(state);
    const { home, away } = this.scoreboard(state.periods);
    if (home === away && last < 12) return [{ kind: 'play', period: last + 1, durationMs: 18 * MINUTE }];
    return PERIOD.FULL_TIME;
  },
  score: poissonScores,
  rates(rng, edge) {
    const perTeam = rng.between(3.8, 5.4) / (9 * 18);
    return { home: perTeam * Math.exp(edge / 2 + 0.04), away: perTeam * Math.exp(-edge / 2 - 0.04) };
  },
  scoreboard: (periods) => sum(periods, () => true),
  outcomes(state, scope) {
    const { home, away } = state.rates;
    if (scope === 'match') {
      const left = remainingMinutes(state, () => true);
      return poissonOutcomes(this.scoreboard(state.periods), home * left, away * left, 22);
    }
    const code = scope === 'period1' ? 1 : 2;
    const left = remainingMinutes(state, (p) => p.period === code);
    return poissonOutcomes(periodScore(state, code), home * left, away * left, 8);
  },
  markets: [52, 3, 2, 5, 202, 21],
  suspendOnScoreMs: 30_000,
  suspendOnPeriodEndMs: 0,
  clock: false,
};

const RALLY_MINUTES = 0.45;

// A fresh set's odds depend only on the rally share, which changes only when the rates object is replaced.
const freshSets = new WeakMap<object, { to25: number; to15: number }>();
const freshSetShares = (rates: { home: number }) => {
  const known = freshSets.get(rates);
  if (known) return known;
  const shares = {
    to25: homeWinShare(raceOutcomes({ home: 0, away: 0 }, 25, rates.home)),
    to15: homeWinShare(raceOutcomes({ home: 0, away: 0 }, 15, rates.home)),
  };
  freshSets.set(rates, shares);
  return shares;
};
const setTarget = (setNumber: number) => (setNumber === 5 ? 15 : 25);

// Volleyball: best of five sets, each a race to 25 (the fifth to 15), two clear.
const volleyball: SportRules = {
  sportId: SPORT_ID.VOLLEYBALL,
  plan: () => [{ kind: 'play', period: 1, durationMs: Number.MAX_SAFE_INTEGER, race: 25 }],
  extend(state) {
    const { home, away } = setsWon(state.periods);
    if (home === 3 || away === 3) return PERIOD.FULL_TIME;
    const next = home + away + 1;
    return [
      { kind: 'break', durationMs: 3 * MINUTE },
      { kind: 'play', period: next, durationMs: Number.MAX_SAFE_INTEGER, race: setTarget(next) },
    ];
  },
  score(rng, state, minutes) {
    const events: ScoreEvent[] = [];
    for (let i = rng.poisson(minutes / RALLY_MINUTES); i > 0; i -= 1)
      events.push({ side: rng.chance(state.rates.home) ? 'home' : 'away', points: 1 });
    return events;
  },
  rates: (rng, edge) => {
    const share = 0.505 + edge * 0.02 + rng.between(-0.005, 0.005);
    return { home: share, away: 1 - share };
  },
  scoreboard: setsWon,
  outcomes(state, scope) {
    const r = state.rates.home;
    if (scope !== 'match') {
      const code = scope === 'period1' ? 1 : 2;
      const p = state.periods.get(code);
      return raceOutcomes(p ?? { home: 0, away: 0 }, 25, r);
    }
    const sets = setsWon(state.periods);
    const playing = [...state.periods.entries()].find(([, p]) => !p.finished);
    const setNumber = sets.home + sets.away + 1;
    const current = homeWinShare(raceOutcomes(playing?.[1] ?? { home: 0, away: 0 }, setTarget(setNumber), r));
    const fresh = freshSetShares(state.rates);
    return bestOfOutcomes(sets, 3, current, (n) => (n === 5 ? fresh.to15 : fresh.to25));
  },
  markets: [52, 3, 2, 6, 202, 64, 21],
  suspendOnScoreMs: 0,
  suspendOnPeriodEndMs: 30_000,
  clock: false,
};

const MAP_MINUTES = 31;

// E-sports (League of Legends): best of three maps; a map's score is its kills, the side ahead when
// the time is up wins it (a tie plays on to the next kill).
const eGames: SportRules = {
  sportId: SPORT_ID.E_GAMES,
  plan: (rng) => [{ kind: 'play', period: 1, durationMs: rng.int(26, 36) * MINUTE, decisive: true }],
  extend(state) {
    const { home, away } = setsWon(state.periods);
    if (home === 2 || away === 2) return PERIOD.FULL_TIME;
    return [
      { kind: 'break', durationMs: 5 * MINUTE },
      { kind: 'play', period: home + away + 1, durationMs: MAP_MINUTES * MINUTE, decisive: true },
    ];
  },
  score: poissonScores,
  rates(rng, edge) {
    const perTeam = rng.between(11, 17) / MAP_MINUTES;
    return { home: perTeam * Math.exp(edge * 0.2), away: perTeam * Math.exp(-edge * 0.2) };
  },
  scoreboard: setsWon,
  outcomes(state, scope) {
    const { home, away } = state.rates;
    const mapLeft = (code: number) => remainingMinutes(state, (p) => p.period === code);
    if (scope !== 'match') {
      const code = scope === 'period1' ? 1 : 2;
      const left = state.periods.has(code) ? mapLeft(code) : MAP_MINUTES;
      return poissonOutcomes(periodScore(state, code), home * left, away * left, 30);
    }
    const sets = setsWon(state.periods);
    const playing = [...state.periods.entries()].find(([, p]) => !p.finished);
    const fresh = homeWinShare(
      poissonOutcomes({ home: 0, away: 0 }, home * MAP_MINUTES, away * MAP_MINUTES, 30),
    );
    const current = playing
      ? homeWinShare(poissonOutcomes(playing[1], home * mapLeft(playing[0]), away * mapLeft(playing[0]), 30))
      : fresh;
    return bestOfOutcomes(sets, 2, current, () => fresh);
  },
  markets: [52, 3, 2, 6, 202, 64, 21],
  suspendOnScoreMs: 0,
  suspendOnPeriodEndMs: MINUTE,
  clock: true,
};

/** The six sports of spec §2. */
export const SPORT_RULES: Readonly<Record<number, SportRules>> = {
  [SPORT_ID.FOOTBALL]: football,
  [SPORT_ID.BASKETBALL]: basketball,
  [SPORT_ID.BASEBALL]: baseball,
  [SPORT_ID.VOLLEYBALL]: volleyball,
  [SPORT_ID.E_GAMES]: eGames,
  [SPORT_ID.ICE_HOCKEY]: iceHockey,
};

/**
 * The rules of a simulated sport; throws for a sport the simulator does not play.
 * @example sportRules(6046).markets[0] // 1
 */
export function sportRules(sportId: number): SportRules {
  const rules = SPORT_RULES[sportId];
  if (!rules) throw new RangeError(`The simulator does not play sport ${sportId}`);
  return rules;
}
