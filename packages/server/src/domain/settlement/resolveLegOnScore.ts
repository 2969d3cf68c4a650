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
const QUARTERS: Readonly<Record<string, number>> = { '': 0, '0': 0, '00': 0, '25': 1, '5': 2, '50': 2, '75': 3 };

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
  return match[4] === undefined ? { quarters } : { quarters, from: { home: Number(match[4]), away: Number(match[5]) } };
}

/**
 * Settles a line bet from its value over the line in quarter units (positive = ahead of the line). A
 * quarter line splits the stake over its two neighbouring lines (feed-model.md): won + pushed is half
 * won, lost + pushed is half lost; a whole line can push (refund), a half line cannot.
 */
function lineFlag(lineQuarters: number, valueOver: (partQuarters: number) => number): WinFlag {
  const parts = lineQuarters % 2 === 0 ? [lineQuarters] : [lineQuarters - 1, lineQuarters + 1];
  const signs = parts.map((part) => Math.sign(valueOver(part)));
  if (signs.every((s) => s > 0)) return WIN_FLAG.WON;
  if (signs.every((s) => s < 0)) return WIN_FLAG.LOST;
  if (signs.length === 1) return WIN_FLAG.SPECIAL_HIT;
  return signs.includes(1) ? WIN_FLAG.HALF_WON : WIN_FLAG.HALF_LOST;
}

const flag = (won: boolean): WinFlag => (won ? WIN_FLAG.WON : WIN_FLAG.LOST);

function unknownSelection(kind: MarketKind, betName: string): never {
  throw new RangeError(`Unknown selection '${betName}' for a ${kind} market`);
}

/**
 * The win flag of one selection given the score its market settles on (the match or one period).
 * @example resolveLegOnScore({ kind: 'handicap', betName: '1', line: '-0.25', home: 1, away: 1 }) // 4 (half lost)
 */
export function resolveLegOnScore({ kind, betName, line, home, away }: ResolveLegOnScoreParams): WinFlag {
  const name = betName.trim();
  switch (kind) {
    case '1x2':
      if (name === '1') return flag(home > away);
      if (name === 'X') return flag(home === away);
      if (name === '2') return flag(away > home);
      return unknownSelection(kind, name);
    case '12':
      if (name !== '1' && name !== '2') return unknownSelection(kind, name);
      // A draw in a market without one is void (refund), as LSports settles "12".
      if (home === away) return WIN_FLAG.SPECIAL_HIT;
      return flag(name === '1' ? home > away : away > home);
    case 'doubleChance':
      if (name === '1X') return flag(home >= away);
      if (name === 'X2') return flag(away >= home);
      if (name === '12') return flag(home !== away);
      return unknownSelection(kind, name);
    case 'total': {
      const total = home + away;
      const { quarters } = parseLine(line);
      if (name === 'Over') return lineFlag(quarters, (part) => 4 * total - part);
      if (name === 'Under') return lineFlag(quarters, (part) => part - 4 * total);
      return unknownSelection(kind, name);
    }
    case 'handicap': {
      const { quarters, from } = parseLine(line);
      const margin = home - away - (from ? from.home - from.away : 0);
      if (name === '1') return lineFlag(quarters, (part) => 4 * margin + part);
      if (name === '2') return lineFlag(quarters, (part) => -4 * margin + part);
      return unknownSelection(kind, name);
    }
    case 'oddEven':
      if (name === 'Odd') return flag((home + away) % 2 === 1);
      if (name === 'Even') return flag((home + away) % 2 === 0);
      return unknownSelection(kind, name);
    case 'correctScore': {
      const score = /^(\d+)[-:](\d+)$/.exec(name);
      if (!score) return unknownSelection(kind, name);
      return flag(Number(score[1]) === home && Number(score[2]) === away);
    }
    case 'bothScore':
      if (name === 'Yes') return flag(home > 0 && away > 0);
      if (name === 'No') return flag(home === 0 || away === 0);
      return unknownSelection(kind, name);
  }
}
