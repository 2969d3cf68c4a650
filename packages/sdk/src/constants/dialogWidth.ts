// Spec §2, in CSS pixels: apart from the breakpoints (layout.ts), which a site's entry reads, as only the
// dialogs, lazily loaded, read these.

/** Fixed or maximum dialog widths; pairs are mobile / desktop. */
export const DIALOG_WIDTH = {
  betHistoryMax: 1150,
  withdrawalMax: 1200,
  depositMax: 1200,
  referralCode: 600,
  signUpForm: 880,
  userInfo: 500,
  roulette: 600,
  drawer: 352,
  notice: { mobile: 376, desktop: 540 },
  myPage: { mobile: 392, desktop: 700 },
} as const;
