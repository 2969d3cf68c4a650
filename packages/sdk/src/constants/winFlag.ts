/**
 * Leg and slip settlement flags (spec §4, feed-model.md). Their labels (winFlagLabel.ts) and colours
 * (winFlagColor.ts) are files of their own: the live push and the slip read the flags from a site's entry, the
 * labels and colours only the bet history shows.
 */
export const WIN_FLAG = {
  CANCELLED: -1,
  WAITING: 0,
  LOST: 1,
  WON: 2,
  /** "Special hit" (적특): the leg counts as odds 1, LSports' Refund. */
  SPECIAL_HIT: 3,
  HALF_LOST: 4,
  HALF_WON: 5,
} as const;

export type WinFlag = (typeof WIN_FLAG)[keyof typeof WIN_FLAG];
