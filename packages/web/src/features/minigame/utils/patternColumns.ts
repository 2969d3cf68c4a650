/** One column of a pattern table: a run of the same mark, oldest first. */
export interface PatternColumn {
  readonly mark: string;
  readonly count: number;
}

/**
 * The pattern table of Korean mini-game sites: consecutive equal marks (홀 홀 짝 …) stacked into one column,
 * a new column at each change. One pass over the marks, oldest first.
 * @example patternColumns(['홀', '홀', '짝']) // [{ mark: '홀', count: 2 }, { mark: '짝', count: 1 }]
 */
export function patternColumns(marks: readonly string[]): PatternColumn[] {
  const columns: { mark: string; count: number }[] = [];
  for (const mark of marks) {
    const last = columns[columns.length - 1];
    if (last && last.mark === mark) last.count += 1;
    else columns.push({ mark, count: 1 });
  }
  return columns;
}
