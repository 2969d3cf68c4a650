import type { DrawStream } from '../fairness/createDrawStream';
import type { Fraction } from '../odds/legFactor';
import type { MinigameFamilyId } from './minigameFamilyIds';
import { reduceFraction } from './reduceFraction';

/** One market of a family as its file writes it: a pure predicate over the round's result. */
export interface MarketSpec<R> {
  /** Stable id (ball markets carry the spec's normal-/power- prefix). */
  readonly id: string;
  /** The numeric market code at the end of an odds id; ball odd/even/under/over are 1-4 (normal), 18-21 (power). */
  readonly code: number;
  readonly label: string;
  readonly wins: (result: R) => boolean;
}

/** Every result a round can have, as disjoint cells with exact integer weights summing to `total`. */
export interface OutcomeSpace<R> {
  readonly total: bigint;
  readonly cells: readonly (readonly [result: R, weight: bigint])[];
}

/** What one family's file declares. */
export interface FamilySpec<O, R> {
  readonly id: MinigameFamilyId;
  /** Korean name of the family, for documents and menus. */
  readonly name: string;
  /** The round's outcome from its byte stream (games-fairness.md). */
  draw(stream: DrawStream): O;
  /** What the markets read from an outcome. */
  result(outcome: O): R;
  /** A cell's identity: two results with the same key settle every market the same way. */
  key(result: R): string;
  /** The exact outcome space, by enumeration or exact combinatorics. */
  space(): OutcomeSpace<R>;
  readonly markets: readonly MarketSpec<R>[];
}

/** A market of the catalogue: predicate over a whole outcome, exact probability. */
export interface MinigameMarket<O> {
  readonly id: string;
  readonly code: number;
  readonly label: string;
  /** Whether a bet on this market wins with this outcome. */
  wins(outcome: O): boolean;
  /** The exact chance of winning, in lowest terms (computed once per family, on first use). */
  probability(): Fraction;
}

/** A family with its markets and exact distribution. */
export interface MinigameFamily<O, R = unknown> {
  readonly id: MinigameFamilyId;
  readonly name: string;
  draw(stream: DrawStream): O;
  result(outcome: O): R;
  /** The outcome's cell key (the chi-square tests count draws per cell). */
  cellKey(outcome: O): string;
  /** The exact weight of every cell key, and their total. */
  distribution(): { readonly total: bigint; readonly weights: ReadonlyMap<string, bigint> };
  readonly markets: readonly MinigameMarket<O>[];
}

/**
 * Turns a family's declaration into its catalogue: predicates over outcomes and exact probabilities, the
 * space enumerated once and only when first asked for.
 * @example defineFamily(powerballSpec).markets[0].probability() // { num: …, den: … }
 */
export function defineFamily<O, R>(spec: FamilySpec<O, R>): MinigameFamily<O, R> {
  let exact: { total: bigint; weights: Map<string, bigint>; wins: Map<string, bigint> } | undefined;
  const compute = () => {
    if (exact) return exact;
    const { total, cells } = spec.space();
    const weights = new Map<string, bigint>();
    // Each market's sum by its index: keyed bigint map updates over every cell and market (45,240 for powerball)
    // took tens of milliseconds, four times that on a slow phone, where a pick (areOppositeMarkets) reads them.
    const wins = spec.markets.map(() => 0n);
    for (const [result, weight] of cells) {
      const key = spec.key(result);
      weights.set(key, (weights.get(key) ?? 0n) + weight);
      spec.markets.forEach((market, index) => {
        if (market.wins(result)) wins[index] = (wins[index] ?? 0n) + weight;
      });
    }
    exact = { total, weights, wins: new Map(spec.markets.map((m, index) => [m.id, wins[index] ?? 0n])) };
    return exact;
  };
  return {
    id: spec.id,
    name: spec.name,
    draw: (stream) => spec.draw(stream),
    result: (outcome) => spec.result(outcome),
    cellKey: (outcome) => spec.key(spec.result(outcome)),
    distribution: () => compute(),
    markets: spec.markets.map((market) => ({
      id: market.id,
      code: market.code,
      label: market.label,
      wins: (outcome: O) => market.wins(spec.result(outcome)),
      probability: () => {
        const { total, wins } = compute();
        return reduceFraction({ num: wins.get(market.id) ?? 0n, den: total });
      },
    })),
  };
}
