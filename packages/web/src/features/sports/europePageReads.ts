import { bettingRulesResource, fixturesRead, type ResourceRead, sportsRead } from '@kbet/react';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { matchesViewport, type ViewportGuess } from '@/lib/viewportGuess';
import { europeFixturesQuery, readEuropeQuery } from './utils/europeQuery';

/**
 * What /europe reads for its URL's query (EuropePage: the listing's first page; its filters' sport tabs; beside it
 * on a desktop, the bet slip's betting rules), for a server render to start together before it renders. A read missing here is still made, one render later.
 * @example europePageReads(new URLSearchParams('sport_id=6046'), DESKTOP_GUESS)
 */
export const europePageReads = (
  params: URLSearchParams,
  viewport: ViewportGuess,
): readonly ResourceRead<unknown>[] => [
  fixturesRead(europeFixturesQuery(readEuropeQuery(params), 1)),
  sportsRead,
  ...(matchesViewport(MOBILE_QUERY, viewport) ? [] : [bettingRulesResource]),
];
