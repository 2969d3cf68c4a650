import { type ResourceRead, realityCheckStatusRead, settingsRead, sportsRead } from '@kbet/react';
import { MOBILE_QUERY } from '@/lib/useIsMobile';
import { matchesViewport, type ViewportGuess } from '@/lib/viewportGuess';

/**
 * What the layout around every page reads, for a server render to start with the page's own reads: the site
 * settings (the session guard, the marquee), a member's reality-check status (the responsible-gambling layer) and,
 * beside a desktop page, the sports of the left sidebar's tree. A read missing here is still made, one render later.
 * @example layoutReads({ memberId: 7, viewport: DESKTOP_GUESS }).map((read) => read.key)
 */
export function layoutReads({
  memberId,
  viewport,
}: {
  readonly memberId: number | null;
  readonly viewport: ViewportGuess;
}): readonly ResourceRead<unknown>[] {
  return [
    settingsRead,
    ...(memberId === null ? [] : [realityCheckStatusRead(memberId)]),
    ...(matchesViewport(MOBILE_QUERY, viewport) ? [] : [sportsRead]),
  ];
}
