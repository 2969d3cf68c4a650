import { fixtureStatusLabel, type ResultState, resultState } from './fixtureStatus';
import { type LineOutcome, type LineSelection, lineOutcomes, mainLine } from './lineOutcomes';
import { type PeriodColumn, type PeriodScoreLike, periodColumns } from './periodColumns';
import { type WinnerOutcome, winnerOutcome } from './winnerOutcome';

/** Market ids the results carry (feed-model.md): 1X2, 12 (no draw), Asian handicap, under/over. */
export const RESULT_MARKET = { MATCH_WINNER: 1, WINNER_NO_DRAW: 52, HANDICAP: 3, TOTAL: 2 } as const;
export const RESULT_MARKET_IDS: readonly number[] = Object.values(RESULT_MARKET);

/** The fields of a fixture result the summary reads. */
export interface FixtureResultLike {
  readonly sportId: number;
  readonly status: number;
  readonly periods: readonly PeriodScoreLike[];
  readonly markets: readonly { readonly marketId: number; readonly selections: readonly LineSelection[] }[];
}

/** A fixture result ready to show: its status, the main markets' outcomes and every line, the period scores. */
export interface FixtureResultSummary {
  readonly state: ResultState | undefined;
  readonly statusLabel: string;
  /** 1X2 where the fixture has one, else the 12 market. */
  readonly winner: WinnerOutcome | null;
  /** The main (middle) line of each line market. */
  readonly handicap: LineOutcome | null;
  readonly total: LineOutcome | null;
  readonly handicapLines: readonly LineOutcome[];
  readonly totalLines: readonly LineOutcome[];
  readonly periods: readonly PeriodColumn[];
}

/**
 * What the results page shows of a finished fixture, derived from the settled win flags (the feed's and the
 * staff's results, re-settlements included), never re-computed from the score.
 * @example fixtureResultSummary(result).winner?.label // '홈승'
 */
export function fixtureResultSummary(result: FixtureResultLike): FixtureResultSummary {
  const market = (id: number) => result.markets.find((m) => m.marketId === id)?.selections;
  const winner = market(RESULT_MARKET.MATCH_WINNER) ?? market(RESULT_MARKET.WINNER_NO_DRAW);
  const handicapLines = lineOutcomes('handicap', market(RESULT_MARKET.HANDICAP) ?? []);
  const totalLines = lineOutcomes('total', market(RESULT_MARKET.TOTAL) ?? []);
  return {
    state: resultState(result.status),
    statusLabel: fixtureStatusLabel(result.status),
    winner: winner && winner.length > 0 ? winnerOutcome(winner) : null,
    handicap: mainLine(handicapLines) ?? null,
    total: mainLine(totalLines) ?? null,
    handicapLines,
    totalLines,
    periods: periodColumns(result.sportId, result.periods),
  };
}
