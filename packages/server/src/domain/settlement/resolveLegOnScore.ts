import { WIN_FLAG, type WinFlag } from '@kbet/sdk';
import type { MarketKind } from '../feed/marketCatalog';

export interface ResolveLegOnScoreParams {
  kind: MarketKind;
  /** '1', 'X', '2', '1X', '12', 'X2', 'Over', 'Under', 'Odd', 'Even', 'Yes', 'No' or a score '2-1'. */
  betName: string;
  /** The selection's own line: a handicap from its team's side ('-0.75' for '1'), a total ('2.25'). */
  line?: string | null;
  home: number;
  away: number;
}

const LINE = /^([+-]?)(\d+)(?:\.(\d{1,2}))?(?:\s*\((\d+)[-:](\d+)\))?$/;
const QUARTERS: Readonly<Record<string, number>> = {
  '': 0,
  '0': 0,
  '00': 0,
  '25': 1,
  '5': 2,
  '50': 2,
  '75': 3,
};

interface ParsedLine {
  /** The line in quarter units (-0.75 → -3), so quarter lines need no fractions. */
  quarters: number;
  /** In-play handicaps may carry the score they were offered at, '-0.5 (1-0)': only later goals count. */
  from?: { home: number; away: number };
}

function parseLine(line: string | null | undefined): ParsedLine {
  const match = LINE.exec((line ?? '').trim());
  const fraction = QUARTERS[match?.[3] ?? ''];
  if (!match || fraction === undefined) throw new RangeError(`Not a handicap or total line: ${line}`);
  const quarters = (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 4 + fraction);
  return match[4] === undefined
    ? { quarters }
    : { quarters, from: { home: Number(match[4]), away: Number(match[5]) } };
}

/** Decides a selection from a final score. */
export type SelectionRule = (home: number, away: number) => WinFlag;

/**
 * Decides a line bet from its value over the line in quarter units (positive = ahead of the line). A
 * quarter line splits the stake over its two neighbouring lines (feed-model.md): won + pushed is half
 * won, lost + pushed is half lost; a whole line can push (refund), a half line cannot.
 */
function lineRule(lineQuarters: number, valueOver: (home: number, away: number) => number): SelectionRule {
  const whole = lineQuarters % 2 === 0;
  const lower = whole ? lineQuarters : lineQuarters - 1;
  const upper = whole ? lineQuarters : lineQuarters + 1;
  return (home, away) => {
    const value = valueOver(home, away);
    const a = Math.sign(value + lower);
    const b = Math.sign(value + upper);
    if (a > 0 && b > 0) return WIN_FLAG.WON;
    if (a < 0 && b < 0) return WIN_FLAG.LOST;
    if (whole) return WIN_FLAG.SPECIAL_HIT;
    return a > 0 || b > 0 ? WIN_FLAG.HALF_WON : WIN_FLAG.HALF_LOST;
  };
}

const flag = (won: boolean): WinFlag => (won ? WIN_FLAG.WON : WIN_FLAG.LOST);

function unknownSelection(kind: MarketKind, betName: string): never {
  throw new RangeError(`Unknown selection '${betName}' for a ${kind} market`);
}

/**
 * The rule that settles one selection from any final score, with its name and line read once (the
 * simulator prices a selection over thousands of scores with it).
 * @example selectionRule({ kind: 'total', betName: 'Over', line: '2.25' })(2, 0) // 4 (half lost)
 */
export function selectionRule({
  kind,
  betName,
  line,
}: Omit<ResolveLegOnScoreParams, 'home' | 'away'>): SelectionRule {
  const name = betName.trim();
  switch (kind) {
    case '1x2':
      if (name === '1') return (home, away) => flag(home > away);
      if (name === 'X') return (home, away) => flag(home === away);
      if (name === '2') return (home, away) => flag(away > home);
      return unknownSelection(kind, name);
    case '12':
      if (name !== '1' && name !== '2') return unknownSelection(kind, name);
      // A draw in a market without one is void (refund), as LSports settles "12".
      return (home, away) =>
        home === away ? WIN_FLAG.SPECIAL_HIT : flag(name === '1' ? home > away : away > home);
    case 'doubleChance':
      if (name === '1X') return (home, away) => flag(home >= away);
      if (name === 'X2') return (home, away) => flag(away >= home);
      if (name === '12') return (home, away) => flag(home !== away);
      return unknownSelection(kind, name);
    case 'total': {
      const { quarters } = parseLine(line);
      // Over is ahead of the line by 4 × total - line; the parts add the line's own quarters.
      if (name === 'Over') return lineRule(-quarters, (home, away) => 4 * (home + away));
      if (name === 'Under') return lineRule(quarters, (home, away) => -4 * (home + away));
      return unknownSelection(kind, name);
    }
    case 'handicap': {
      const { quarters, from } = parseLine(line);
      const offset = from ? from.home - from.away : 0;
      if (name === '1') return lineRule(quarters, (home, away) => 4 * (home - away - offset));
      if (name === '2') return lineRule(quarters, (home, away) => -4 * (home - away - offset));
      return unknownSelection(kind, name);
    }
    case 'oddEven':
      if (name === 'Odd') return (home, away) => flag((home + away) % 2 === 1);
      if (name === 'Even') return (home, away) => flag((home + away) % 2 === 0);
      return unknownSelection(kind, name);
    case 'correctScore': {
      const score = /^(\d+)[-:](\d+)$/.exec(name);
      if (!score) return unknownSelection(kind, name);
      const [h, a] = [Number(score[1]), Number(score[2])];
      return (home, away) => flag(h === home && a === away);
    }
    case 'bothScore':
      if (name === 'Yes') return (home, away) => flag(home > 0 && away > 0);
      if (name === 'No') return (home, away) => flag(home === 0 || away === 0);
      return unknownSelection(kind, name);
  }
}

/**
 * The win flag of one selection given the score its market settles on (the match or one period).
 * @example resolveLegOnScore({ kind: 'handicap', betName: '1', line: '-0.25', home: 1, away: 1 }) // 4 (half lost)
 */
export const resolveLegOnScore = ({ home, away, ...selection }: ResolveLegOnScoreParams): WinFlag =>
  selectionRule(selection)(home, away);
