// @kbet/sdk/popups: the rules behind site popups, the roulette wheel and member-visible HTML.
// Also re-exported by the root entry, `@kbet/sdk`.

export { isAllowedHtmlUrl } from '../html/isAllowedHtmlUrl';
export { isPopupHidden } from '../popups/isPopupHidden';
export type { PopupHideChoice } from '../popups/popupHideUntil';
export { popupHideUntil } from '../popups/popupHideUntil';
export type { PopupLike } from '../popups/visiblePopups';
export { popupHideKey, visiblePopups } from '../popups/visiblePopups';
export type { RouletteOutcome } from '../roulette/rouletteOutcome';
export { rouletteOutcome } from '../roulette/rouletteOutcome';
