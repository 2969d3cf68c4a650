import { DEFAULT_ITEMS_PER_PAGE, type InplayListParams } from '@kbet/sdk';

/**
 * The sport /inplay's URL selects (sport_id), undefined for every sport or an unreadable value.
 * @example readInplaySport(new URLSearchParams('sport_id=6046')) // 6046
 */
export function readInplaySport(params: URLSearchParams): number | undefined {
  const value = params.get('sport_id');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * The in-play listing's query for a sport and page, as InplayPage reads it.
 * @example inplayFixturesQuery(6046, 1) // { sportId: 6046, page: 1, itemsPerPage: 15 }
 */
export const inplayFixturesQuery = (sportId: number | undefined, page: number): InplayListParams => ({
  sportId,
  page,
  itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
});
