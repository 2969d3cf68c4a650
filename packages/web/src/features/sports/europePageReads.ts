import { fixturesRead, type ResourceRead, sportsRead } from '@kbet/react';
import { europeFixturesQuery, readEuropeQuery } from './utils/europeQuery';

/**
 * What /europe reads for its URL's query (EuropePage: the listing's first page; its filters' sport tabs), for a
 * server render to start together before it renders. A read missing here is still made, one render later.
 * @example europePageReads(new URLSearchParams('sport_id=6046'))
 */
export const europePageReads = (params: URLSearchParams): readonly ResourceRead<unknown>[] => [
  fixturesRead(europeFixturesQuery(readEuropeQuery(params), 1)),
  sportsRead,
];
