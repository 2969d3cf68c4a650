import { inplayFixturesRead, type ResourceRead, sportsRead } from '@kbet/react';
import { inplayFixturesQuery, readInplaySport } from './utils/inplayQuery';

/**
 * What /inplay reads for its URL's query (InplayPage: the listing's first page; the sport tabs), for a server
 * render to start together before it renders. A read missing here is still made, one render later.
 * @example inplayPageReads(new URLSearchParams('sport_id=6046'))
 */
export const inplayPageReads = (params: URLSearchParams): readonly ResourceRead<unknown>[] => [
  inplayFixturesRead(inplayFixturesQuery(readInplaySport(params), 1)),
  sportsRead,
];
