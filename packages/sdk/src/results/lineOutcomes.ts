import { WIN_FLAG } from '../constants/winFlag';
import {
  type OutcomeState,
  type SettledSelection,
  UNDECIDED_OUTCOME_LABELS,
  undecidedState,
} from './winnerOutcome';

/** A selection of a line market: its own line and the line it is listed under (the home side's, for a handicap). */
export interface LineSelection extends SettledSelection {
  readonly line: string | null;
  readonly baseLine: string | null;
}

export type LineKind = 'handicap' | 'total';
export type LineSide = 'home' | 'away' | 'over' | 'under';

/** One line's outcome: the handicap as the home side's line ('-0.5'), or the total ('2.5'). */
export interface LineOutcome {
  readonly line: string;
  readonly side: LineSide | null;
  readonly state: OutcomeState;
  readonly label: string;
}

const SIDES: Readonly<Record<LineKind, readonly [[string, LineSide], [string, LineSide]]>> = {
  handicap: [
    ['1', 'home'],
    ['2', 'away'],
  ],
  total: [
    ['Over', 'over'],
    ['Under', 'under'],
  ],
};

const WON_LABELS: Readonly<Record<LineSide, string>> = {
  home: '홈승',
  away: '원정승',
  over: '오버',
  under: '언더',
};
const HALF_WON_LABELS: Readonly<Record<LineSide, string>> = {
  home: '홈 반승',
  away: '원정 반승',
  over: '오버 반승',
  under: '언더 반승',
};

const negate = (line: string): string => (line.startsWith('-') ? line.slice(1) : `-${line}`);

/** The home-side line a selection is listed under. */
function listedLine(kind: LineKind, selection: LineSelection): string {
  if (selection.baseLine !== null) return selection.baseLine;
  const own = selection.line ?? '';
  return kind === 'handicap' && selection.name === '2' ? negate(own) : own;
}

/** A side's flag decides the line: it won or half won, or it lost (half lost) and the other side won (half). */
function decided(flag: number, side: LineSide, other: LineSide): { side: LineSide; half: boolean } | null {
  if (flag === WIN_FLAG.WON) return { side, half: false };
  if (flag === WIN_FLAG.HALF_WON) return { side, half: true };
  if (flag === WIN_FLAG.LOST) return { side: other, half: false };
  if (flag === WIN_FLAG.HALF_LOST) return { side: other, half: true };
  return null;
}

function outcome(kind: LineKind, line: string, selections: readonly LineSelection[]): LineOutcome {
  const [[firstName, first], [, second]] = SIDES[kind];
  for (const selection of selections) {
    const [side, other] = selection.name === firstName ? [first, second] : [second, first];
    const result = decided(selection.settlement, side, other);
    if (result)
      return result.half
        ? { line, side: result.side, state: 'halfWon', label: HALF_WON_LABELS[result.side] }
        : { line, side: result.side, state: 'won', label: WON_LABELS[result.side] };
  }
  const state = undecidedState(selections);
  return { line, side: null, state, label: UNDECIDED_OUTCOME_LABELS[state] };
}

/**
 * Every line of a settled handicap or under/over market with the side that won it (quarter lines can be
 * half won, whole lines pushed: 적특), lowest line first.
 * @example lineOutcomes('total', [{ name: 'Over', line: '2.5', baseLine: '2.5', settlement: 2 }, { name: 'Under', line: '2.5', baseLine: '2.5', settlement: 1 }]) // [{ line: '2.5', side: 'over', state: 'won', label: '오버' }]
 */
export function lineOutcomes(kind: LineKind, selections: readonly LineSelection[]): LineOutcome[] {
  const byLine = new Map<string, LineSelection[]>();
  for (const selection of selections) {
    const line = listedLine(kind, selection);
    byLine.set(line, [...(byLine.get(line) ?? []), selection]);
  }
  return [...byLine]
    .map(([line, group]) => outcome(kind, line, group))
    .sort((a, b) => Number(a.line) - Number(b.line));
}

/**
 * The line the results headline: the middle of the ladder (the lower middle of an even one), where the
 * feed centred its lines before kick-off; undefined without lines.
 * @example mainLine([{ line: '-1' }, { line: '-0.5' }, { line: '0' }])?.line // '-0.5'
 */
export const mainLine = <L>(lines: readonly L[]): L | undefined => lines[Math.floor((lines.length - 1) / 2)];
