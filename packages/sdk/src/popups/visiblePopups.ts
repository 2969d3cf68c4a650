import { isPopupHidden } from './isPopupHidden';

/** A site popup as the visibility rule needs it (spec §3 Popup). */
export interface PopupLike {
  readonly id: number;
  readonly popupStatus: number;
  readonly popupFlg: number;
}

/** Where a popup's stored hide expiry is read from and written to (kbet's own key). */
export const popupHideKey = (id: number): string => `kbet:popup-hidden:${id}`;

/**
 * The popups to show now (spec §4): active ones (popupStatus 0) that the member has not hidden, or whose
 * popupFlg forces them to show. `storedUntil` reads a popup's hide expiry (e.g. from localStorage).
 * @example visiblePopups(popups, (id) => localStorage.getItem(popupHideKey(id)), Date.now())
 */
export function visiblePopups<P extends PopupLike>(
  popups: readonly P[],
  storedUntil: (id: number) => string | number | null | undefined,
  now: number,
): P[] {
  return popups.filter(
    (popup) =>
      popup.popupStatus === 0 && (popup.popupFlg === 1 || !isPopupHidden(storedUntil(popup.id), now)),
  );
}
