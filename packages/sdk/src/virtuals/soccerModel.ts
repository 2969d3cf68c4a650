import { weightedIndex } from '../fairness/weightedIndex';
import { poissonGoals } from './poissonGoals';
import type { VirtualEntrant } from './virtualLeagues';
import type { VirtualMarketSpec, VirtualModel, VirtualSpace } from './virtualModel';

/** A soccer match: home and away teams. */
export interface SoccerMatch {
  readonly home: VirtualEntrant;
  readonly away: VirtualEntrant;
}

/** A match's half-time and full-time score. */
export interface SoccerResult {
  readonly htHome: number;
  readonly htAway: number;
  readonly home: number;
  readonly away: number;
}

/** Half scoring rates in hundredths: a base, a share of 0.70 by strength, and a home advantage. */
export const SOCCER_RATES = { base: 25, shared: 70, homeAdvantage: 8 } as const;

/**
 * Each side's goal rate per half (λ × 100): 25 + floor(70 × own / (own + other)), +8 at home.
 * @example soccerRates({ home: { strength: 60 }, away: { strength: 60 } }) // { home: 68, away: 60 }
 */
export function soccerRates(match: {
  home: Pick<VirtualEntrant, 'strength'>;
  away: Pick<VirtualEntrant, 'strength'>;
}): { home: number; away: number } {
  const sum = match.home.strength + match.away.strength;
  const share = (own: number) => SOCCER_RATES.base + Math.floor((SOCCER_RATES.shared * own) / sum);
  return { home: share(match.home.strength) + SOCCER_RATES.homeAdvantage, away: share(match.away.strength) };
}

/** Correct-score selections: every score up to 3-3, the rest pooled in 'other'. */
const CORRECT_SCORE_MAX = 3;

const outcome = (a: number, b: number) => (a > b ? 'home' : a < b ? 'away' : 'draw');
const SIDES = { home: '홈승', draw: '무승부', away: '원정승' } as const;

function soccerMarkets(): VirtualMarketSpec<SoccerResult>[] {
  const markets: VirtualMarketSpec<SoccerResult>[] = [];
  for (const side of ['home', 'draw', 'away'] as const) {
    markets.push({
      id: `1x2:${side}`,
      group: '1x2',
      label: SIDES[side],
      wins: (r) => outcome(r.home, r.away) === side,
    });
  }
  markets.push(
    { id: 'ou25:over', group: 'ou25', label: '오버 2.5', wins: (r) => r.home + r.away > 2 },
    { id: 'ou25:under', group: 'ou25', label: '언더 2.5', wins: (r) => r.home + r.away < 3 },
    { id: 'btts:yes', group: 'btts', label: '양팀 득점 예', wins: (r) => r.home > 0 && r.away > 0 },
    { id: 'btts:no', group: 'btts', label: '양팀 득점 아니오', wins: (r) => r.home === 0 || r.away === 0 },
  );
  for (let h = 0; h <= CORRECT_SCORE_MAX; h += 1) {
    for (let a = 0; a <= CORRECT_SCORE_MAX; a += 1) {
      markets.push({
        id: `cs:${h}-${a}`,
        group: 'cs',
        label: `스코어 ${h}:${a}`,
        wins: (r) => r.home === h && r.away === a,
      });
    }
  }
  markets.push({
    id: 'cs:other',
    group: 'cs',
    label: '스코어 기타',
    wins: (r) => r.home > CORRECT_SCORE_MAX || r.away > CORRECT_SCORE_MAX,
  });
  for (const side of ['home', 'draw', 'away'] as const) {
    markets.push({
      id: `ht:${side}`,
      group: 'ht',
      label: `전반 ${SIDES[side]}`,
      wins: (r) => outcome(r.htHome, r.htAway) === side,
    });
  }
  return markets;
}

const MARKETS = soccerMarkets();

function soccerSpace(match: SoccerMatch): VirtualSpace<SoccerResult> {
  const rates = soccerRates(match);
  const home = poissonGoals(rates.home);
  const away = poissonGoals(rates.away);
  const total = (home.reduce((s, w) => s + BigInt(w), 0n) * away.reduce((s, w) => s + BigInt(w), 0n)) ** 2n;
  const cells: (readonly [SoccerResult, bigint])[] = [];
  // Four independent draws (home and away, each half) from the same per-half tables.
  home.forEach((w1, h1) => {
    away.forEach((w2, a1) => {
      home.forEach((w3, h2) => {
        away.forEach((w4, a2) => {
          const weight = BigInt(w1) * BigInt(w2) * BigInt(w3) * BigInt(w4);
          if (weight > 0n) cells.push([{ htHome: h1, htAway: a1, home: h1 + h2, away: a1 + a2 }, weight]);
        });
      });
    });
  });
  return { total, cells };
}

/**
 * Soccer: each side's goals in each half are drawn from its Poisson table, in the order home 1st half, away
 * 1st half, home 2nd half, away 2nd half.
 * @example soccerModel.draw(stream, match) // { htHome: 1, htAway: 0, home: 2, away: 1 }
 */
export const soccerModel: VirtualModel<SoccerMatch, SoccerResult> = {
  draw(stream, match) {
    const rates = soccerRates(match);
    const home = poissonGoals(rates.home);
    const away = poissonGoals(rates.away);
    const htHome = weightedIndex(stream, home);
    const htAway = weightedIndex(stream, away);
    return {
      htHome,
      htAway,
      home: htHome + weightedIndex(stream, home),
      away: htAway + weightedIndex(stream, away),
    };
  },
  space: soccerSpace,
  markets: () => MARKETS,
  key: (r) => `${r.htHome}-${r.htAway}/${r.home}-${r.away}`,
};
