import { formatScaled } from '@kbet/sdk';
import type { MarketKind } from '../../domain/feed/marketCatalog';
import { selectionRule } from '../../domain/settlement/resolveLegOnScore';
import type { Outcome } from './scoreOutcomes';

/** Odds the simulator never goes below or above (a price above 99 could never be bet: total odds max 100). */
const MIN_CENTS = 101;
const MAX_CENTS = 9_900;

/** What decides a market kind: scores with the same key settle every selection alike. */
const KEYS: Readonly<Record<MarketKind, (home: number, away: number) => number>> = {
  '1x2': (h, a) => Math.sign(h - a),
  '12': (h, a) => Math.sign(h - a),
  doubleChance: (h, a) => Math.sign(h - a),
  handicap: (h, a) => h - a,
  total: (h, a) => h + a,
  oddEven: (h, a) => (h + a) % 2,
  bothScore: (h, a) => Math.min(h, 1) * 2 + Math.min(a, 1),
  correctScore: (h, a) => h * 10_000 + a,
};

const collapsed = new WeakMap<readonly Outcome[], Map<MarketKind, Outcome[]>>();

/** The outcomes merged by what decides the market kind, so each selection is settled once per distinct case. */
function collapse(kind: MarketKind, outcomes: readonly Outcome[]): Outcome[] {
  const byKind = collapsed.get(outcomes) ?? new Map<MarketKind, Outcome[]>();
  collapsed.set(outcomes, byKind);
  const known = byKind.get(kind);
  if (known) return known;
  const merged = new Map<number, Outcome>();
  for (const outcome of outcomes) {
    const key = KEYS[kind](outcome.home, outcome.away);
    const seen = merged.get(key);
    if (seen) seen.p += outcome.p;
    else merged.set(key, { ...outcome });
  }
  const list = [...merged.values()];
  byKind.set(kind, list);
  return list;
}

/**
 * The chance that a selection wins, counting half-won and half-lost outcomes as half: what its fair odds
 * pays back (fair odds = 1 / chance, pushes cost nothing). Each score is settled with the rule
 * resolveLegOnScore uses, so prices and settlement never disagree.
 * @example winChance('total', 'Over', '2.5', outcomes)
 */
export function winChance(
  kind: MarketKind,
  betName: string,
  line: string | null,
  outcomes: readonly Outcome[],
): number {
  const rule = selectionRule({ kind, betName, line });
  let win = 0;
  let lose = 0;
  for (const { home, away, p } of collapse(kind, outcomes)) {
    switch (rule(home, away)) {
      case 2:
        win += p;
        break;
      case 5:
        win += p / 2;
        break;
      case 1:
        lose += p;
        break;
      case 4:
        lose += p / 2;
        break;
      default:
        break;
    }
  }
  return win + lose === 0 ? 0 : win / (win + lose);
}

/**
 * Odds with the house margin as an exact 2-decimal string: the fair price divided by (1 + margin),
 * floored to the cent, within 1.01 … 99.00. A 6 % margin gives an overround near 106 %.
 * @example oddsPrice(0.5, 0.06) // '1.88'
 */
export function oddsPrice(chance: number, margin: number): string {
  const cents = chance <= 0 ? MAX_CENTS : Math.floor(100 / (chance * (1 + margin)));
  return formatScaled(BigInt(Math.min(MAX_CENTS, Math.max(MIN_CENTS, cents))), 2);
}
