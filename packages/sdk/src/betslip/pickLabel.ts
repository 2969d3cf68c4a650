/** What a pick's label reads: the selection's name and line, and the teams when known. */
export interface PickLike {
  readonly betName: string;
  readonly betLine?: string | null;
  readonly marketName: string;
  readonly homeName?: string;
  readonly awayName?: string;
}

const FIXED: Readonly<Record<string, string>> = {
  X: '무승부',
  Odd: '홀',
  Even: '짝',
  Yes: '예',
  No: '아니오',
};

const signed = (line: string) => (line.startsWith('-') || line === '0' ? line : `+${line}`);

/**
 * The Korean label of a pick: the team and 승 on winner markets, the team and its line on handicaps, 오버 / 언더
 * and the line on totals, 홀 / 짝, 예 / 아니오; double chances join their outcomes; anything else as the feed names it.
 * @example pickLabel({ betName: '1', marketName: '1X2', homeName: '맨시티' }) // '맨시티 승'
 */
export function pickLabel({ betName, betLine, marketName, homeName, awayName }: PickLike): string {
  const team = (side: '1' | '2') => (side === '1' ? (homeName ?? '홈') : (awayName ?? '원정'));
  const line = betLine ?? '';
  if (betName === '1' || betName === '2') {
    return line !== '' && /handicap/i.test(marketName)
      ? `${team(betName)} ${signed(line)}`
      : `${team(betName)} 승`;
  }
  if (betName === 'Over') return `오버 ${line}`.trim();
  if (betName === 'Under') return `언더 ${line}`.trim();
  if (betName === '1X') return `${team('1')} 승 또는 무`;
  if (betName === 'X2') return `${team('2')} 승 또는 무`;
  if (betName === '12' && /double/i.test(marketName)) return '무승부 제외';
  return FIXED[betName] ?? betName;
}
