import { DESKTOP_VIEWPORT_WIDTH, MOBILE_MAX_WIDTH } from '@kbet/sdk/constants';

/**
 * Spec §2: a 768-1919 px screen (it gets the 1920 px desktop viewport) arriving without `mtpt` is sent to
 * /europe with an mtpt timestamp. The screen's width decides, since the viewport itself is widened to 1920.
 * @example viewportRedirect(1024, '', 1700000000000) // '/europe?mtpt=1700000000000'
 */
export function viewportRedirect(screenWidth: number, search: string, now: number): string | null {
  if (screenWidth <= MOBILE_MAX_WIDTH || screenWidth >= DESKTOP_VIEWPORT_WIDTH) return null;
  if (new URLSearchParams(search).has('mtpt')) return null;
  return `/europe?mtpt=${now}`;
}
