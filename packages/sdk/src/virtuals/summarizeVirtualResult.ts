import type { VirtualResult } from './virtualEvent';

/**
 * A result in one line, as the results pages and the CLI print it.
 * @example summarizeVirtualResult({ htHome: 1, htAway: 0, home: 2, away: 1 }) // '2 : 1 (전반 1 : 0)'
 */
export function summarizeVirtualResult(result: VirtualResult): string {
  if ('order' in result) return result.order.slice(0, 3).join(' - ');
  if ('htHome' in result) return `${result.home} : ${result.away} (전반 ${result.htHome} : ${result.htAway})`;
  return `${result.home} : ${result.away}${result.overtime ? ' (연장)' : ''}`;
}
