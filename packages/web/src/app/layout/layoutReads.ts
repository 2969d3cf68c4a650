import {
  bettingRulesResource,
  type ResourceRead,
  realityCheckStatusRead,
  settingsRead,
  sportsRead,
} from '@kbet/react';
import { showsCommonBetSlip } from '@/config/paths';
import { holdemGamesRead } from '@/features/casino/hooks/useHoldemGames';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { matchesViewport, type ViewportGuess } from '@/lib/viewportGuess';
import { RIGHT_RAIL_QUERY } from './SiteLayout';

/**
 * What the layout around every page reads, for a server render to start with the page's own reads: the site
 * settings (the session guard, the marquee), a member's reality-check status (the responsible-gambling layer) and,
 * around a desktop page, the sports of the left sidebar's tree and a member's hold'em games (the top bar's menu),
 * and on a wide one the betting rules of the right rail's bet slip (on the pages that show it). A read missing here is still made, one render later.
 * @example layoutReads({ pathname: '/', memberId: 7, viewport: DESKTOP_GUESS }).map((read) => read.key)
 */
export function layoutReads({
  pathname,
  memberId,
  viewport,
}: {
  readonly pathname: string;
  readonly memberId: number | null;
  readonly viewport: ViewportGuess;
}): readonly ResourceRead<unknown>[] {
  const desktop = !matchesViewport(MOBILE_QUERY, viewport);
  const railSlip = matchesViewport(RIGHT_RAIL_QUERY, viewport) && showsCommonBetSlip(pathname);
  return [
    settingsRead,
    ...(memberId === null ? [] : [realityCheckStatusRead(memberId)]),
    ...(desktop ? [sportsRead] : []),
    ...(desktop && memberId !== null ? [holdemGamesRead(memberId)] : []),
    ...(railSlip ? [bettingRulesResource] : []),
  ];
}
