import { formatScaled } from '@kbet/sdk';
import type { MarketKind } from '../feed/marketCatalog';
import { resolveLegOnScore } from '../settlement/resolveLegOnScore';
import type { Outcome } from './scoreOutcomes';

/** Odds the simulator never goes below or above (a price above 99 could never be bet: total odds max 100). */
const MIN_CENTS = 101;
const MAX_CENTS = 9_900;

/**
 * The chance that a selection wins, counting half-won and half-lost outcomes as half: what its fair odds
 * pay back (fair odds = 1 / chance, pushes cost nothing). Settled with resolveLegOnScore over every
 * final score, so prices and settlement never disagree.
 * @example winChance('total', 'Over', '2.5', outcomes)
 */
export function winChance(kind: MarketKind, betName: string, line: string | null, outcomes: readonly Outcome[]): number {
  let win = 0;
  let lose = 0;
  for (const { home, away, p } of outcomes) {
    switch (resolveLegOnScore({ kind, betName, line, home, away })) {
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
