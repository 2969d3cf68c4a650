import { type PopupHideChoice, popupHideKey, popupHideUntil } from '@kbet/sdk';

/** localStorage, or null where the browser refuses it (private modes): nothing is then remembered. */
const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The stored hide expiry of a popup (epoch ms as text), or null.
 * @example visiblePopups(popups, storedHideUntil, Date.now())
 */
export const storedHideUntil = (id: number): string | null => {
  try {
    return storage()?.getItem(popupHideKey(id)) ?? null;
  } catch {
    return null;
  }
};

/**
 * Remembers "do not show" for 12 hours ('long') or 5 minutes ('short') (spec §2, §9).
 * @example hidePopup(popup.id, 'long', Date.now());
 */
export function hidePopup(id: number, choice: PopupHideChoice, now: number): void {
  try {
    storage()?.setItem(popupHideKey(id), String(popupHideUntil(choice, now)));
  } catch {
    // A full or refused storage only means the popup shows again next time.
  }
}
