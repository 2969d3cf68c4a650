/**
 * A handicap line as Korean boards print it, signed from the home side ('+0.5', '-1.5', '0'); a total as is.
 * @example formatLine('handicap', '0.5') // '+0.5'
 */
export const formatLine = (kind: 'handicap' | 'total', line: string): string =>
  kind === 'handicap' && !line.startsWith('-') && Number(line) !== 0 ? `+${line}` : line;
