import { DEFAULT_ITEMS_PER_PAGE, type FixtureListParams, SPORT_ID } from '@kbet/sdk';

/** The /europe listing a URL asks for (spec §2 query parameters). */
export interface EuropeQuery {
  /** European (main lines) or Korean (every line, Korean leagues first) view. */
  readonly gameType: 'EU' | 'KR';
  readonly sportId?: number;
  readonly league?: number;
  readonly locationId?: number;
  readonly search?: string;
  /** Only fixtures starting within this many hours. */
  readonly time?: number;
}

const KNOWN = new Set(['game_type', 'sport_id', 'league', 'location_id', 'search', 'time', 'mtpt', 'page']);
const normalize = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const SPORT_BY_NAME = new Map(Object.entries(SPORT_ID).map(([key, id]) => [normalize(key), id]));

const positiveInt = (value: string | null, max = Number.MAX_SAFE_INTEGER) => {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
};

/**
 * Reads /europe's query (spec §2): game_type (KR or kr for the Korean view), sport_id or a per-sport flag
 * such as Football=1 or IceHockey=1, league, location_id, search and time (hours, 1-168); mtpt is the
 * viewport stamp and filters nothing. Unreadable values are dropped.
 * @example readEuropeQuery(new URLSearchParams('game_type=kr&Basketball=1')) // { gameType: 'KR', sportId: 48242 }
 */
export function readEuropeQuery(params: URLSearchParams): EuropeQuery {
  let sportId = positiveInt(params.get('sport_id'));
  if (sportId === undefined) {
    for (const [key, value] of params) {
      const flagged = !KNOWN.has(key) && value === '1' ? SPORT_BY_NAME.get(normalize(key)) : undefined;
      if (flagged !== undefined) {
        sportId = flagged;
        break;
      }
    }
  }
  const search = params.get('search')?.trim();
  const league = positiveInt(params.get('league'));
  const locationId = positiveInt(params.get('location_id'));
  const time = positiveInt(params.get('time'), 168);
  // Absent, not undefined: the query is compared and serialised as it is.
  return {
    gameType: params.get('game_type')?.toUpperCase() === 'KR' ? 'KR' : 'EU',
    ...(sportId !== undefined && { sportId }),
    ...(league !== undefined && { league }),
    ...(locationId !== undefined && { locationId }),
    ...(search && { search }),
    ...(time !== undefined && { time }),
  };
}

/**
 * The pre-match listing's query for /europe's query and a page, as EuropePage reads it.
 * @example europeFixturesQuery({ gameType: 'EU', sportId: 6046 }, 1)
 */
export const europeFixturesQuery = (query: EuropeQuery, page: number): FixtureListParams => ({
  gameType: query.gameType,
  sportId: query.sportId,
  league: query.league,
  locationId: query.locationId,
  search: query.search,
  time: query.time,
  page,
  itemsPerPage: DEFAULT_ITEMS_PER_PAGE,
});
