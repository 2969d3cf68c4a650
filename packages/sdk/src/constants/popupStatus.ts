/** Site popup states: 0 is active (spec §3, the only state GET /boardPopup serves); kbet switches one off with 1. */
export const POPUP_STATUS = {
  ACTIVE: 0,
  OFF: 1,
} as const;

export type PopupStatus = (typeof POPUP_STATUS)[keyof typeof POPUP_STATUS];
