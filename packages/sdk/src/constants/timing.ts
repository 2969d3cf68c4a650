/** Timers and windows of spec §4 and §9, in milliseconds. */

/** A slip may be cancelled within 10 minutes after placing and until 10 minutes before kick-off. */
export const CANCEL_WINDOW_MS = 10 * 60 * 1000;
export const LOGIN_STAMP_TTL_MS = 30 * 60 * 1000;
/** The logged-in user (and the unread-message count) is re-fetched this often. */
export const POLL_INTERVAL_MS = 5_000;
export const CLOCK_TICK_MS = 1_000;
export const JACKPOT_STEP_MS = 30_000;
export const MARQUEE_CYCLE_MS = 15_000;
/** "Do not show again" choices of a notice popup. */
export const POPUP_HIDE_LONG_MS = 12 * 60 * 60 * 1000;
export const POPUP_HIDE_SHORT_MS = 5 * 60 * 1000;
