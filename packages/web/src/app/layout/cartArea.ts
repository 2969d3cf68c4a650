/** The footer cart's areas: the sports slips (pre-match, in-play, event folders) and the game carts. */
export type CartArea = 'prematch' | 'inplay' | 'event' | 'virtual' | 'minigame';

const PREFIXES: ReadonlyArray<readonly [string, CartArea]> = [
  ['/inplay', 'inplay'],
  ['/event_folder', 'event'],
  ['/bet365', 'virtual'],
  ['/minigame', 'minigame'],
];

/**
 * The slip the mobile footer's cart opens on a page (spec §2): the page's own slip, since on a phone the slip
 * column beside the list is hidden; pages without a slip of their own show the pre-match one.
 * @example cartArea('/event_folder') // 'event'
 */
export function cartArea(pathname: string): CartArea {
  return PREFIXES.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? 'prematch';
}
