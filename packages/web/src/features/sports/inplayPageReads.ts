import { bettingRulesResource, inplayFixturesRead, type ResourceRead, sportsRead } from '@kbet/react';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { matchesViewport, type ViewportGuess } from '@/lib/viewportGuess';
import { inplayFixturesQuery, readInplaySport } from './utils/inplayQuery';

/**
 * What /inplay reads for its URL's query (InplayPage: the listing's first page; the sport tabs; beside it on a
 * desktop, the bet slip's betting rules), for a server render to start together before it renders. A read missing here is still made, one render later.
 * @example inplayPageReads(new URLSearchParams('sport_id=6046'), DESKTOP_GUESS)
 */
export const inplayPageReads = (
  params: URLSearchParams,
  viewport: ViewportGuess,
): readonly ResourceRead<unknown>[] => [
  inplayFixturesRead(inplayFixturesQuery(readInplaySport(params), 1)),
  sportsRead,
  ...(matchesViewport(MOBILE_QUERY, viewport) ? [] : [bettingRulesResource]),
];
