import type { SiteResourceKey } from '@kbet/sdk';

/**
 * A stable cache key for a query: its defined entries in key order, so `{ a, b }` and `{ b, a }` share a store.
 * @example fixtureKey('fixtures:list', { page: 2, sportId: 6046 }) // 'fixtures:list:page=2&sportId=6046'
 */
export const fixtureKey = (prefix: SiteResourceKey, query: object): SiteResourceKey =>
  `${prefix}:${Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${key}=${String(value)}`)
    .join('&')}`;
