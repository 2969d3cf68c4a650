import { POPUP_HIDE_LONG_MS, POPUP_HIDE_SHORT_MS } from '../constants/timing';

/** The "do not show" choices of a popup (spec §2, §9): 'long' 12 hours, 'short' 5 minutes. */
export type PopupHideChoice = 'long' | 'short';

/**
 * When a popup hidden now by `choice` may show again, in epoch milliseconds.
 * @example popupHideUntil('short', 0) // 300000
 */
export const popupHideUntil = (choice: PopupHideChoice, now: number): number =>
  now + (choice === 'long' ? POPUP_HIDE_LONG_MS : POPUP_HIDE_SHORT_MS);
