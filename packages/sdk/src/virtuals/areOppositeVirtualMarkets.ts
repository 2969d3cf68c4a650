/** Groups whose selections are the two or three sides of one question: backing two of them is refused. */
const SIDED_GROUPS: ReadonlySet<string> = new Set([
  '1x2',
  'ou25',
  'btts',
  'ht',
  'winner',
  'handicap',
  'total',
]);

/**
 * Whether two markets of the same event are different sides of one two- or three-way question (a member may
 * back several correct scores, runners or forecasts, but not both sides of 1X2 or over/under).
 * @example areOppositeVirtualMarkets('1x2:home', '1x2:away') // true
 */
export function areOppositeVirtualMarkets(a: string, b: string): boolean {
  const group = a.slice(0, a.indexOf(':'));
  return a !== b && SIDED_GROUPS.has(group) && b.startsWith(`${group}:`);
}
