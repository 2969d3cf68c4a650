/** Breakpoints of spec §2, in CSS pixels; the dialogs' widths are dialogWidth.ts's, which only the dialogs load. */

/** Widths up to this are mobile. */
export const MOBILE_MAX_WIDTH = 767;
/** Widths up to this are tablet or smaller: the partner layout's side menu becomes a drawer with a top bar. */
export const TABLET_MAX_WIDTH = 1023;
export const MOBILE_VIEWPORT_WIDTH = 424;
export const DESKTOP_VIEWPORT_WIDTH = 1920;

/** The slot lobby's search box (spec §9). */
export const SLOT_SEARCH_WIDTH = 244;

/**
 * Whether a viewport width is the mobile layout (767 px or less).
 * @example isMobileWidth(767) // true
 */
export const isMobileWidth = (width: number): boolean => width <= MOBILE_MAX_WIDTH;
