/**
 * The id of every dialog of the site (app/dialogs.tsx registers each, loaded on first use). They are kept apart from
 * the registry so that the first JavaScript knows which dialogs exist (lib/dialogs' isDialogAvailable) without the
 * registry's lazy imports, which load on the first opening or preload.
 */
export const dialogIds = [
  'betHistory',
  'betResult',
  'betSlip',
  'minigameSlip',
  'virtualSlip',
  'login',
  'message',
  'customer',
  'nonMemberInquiry',
  'notice',
  'roulette',
  'rouletteVip',
  'deposit',
  'withdrawal',
  'pointConversion',
  'coinPurchase',
  'coinDeposit',
  'signUp',
  'signUpForm',
  'signUpDone',
  'findPassword',
  'changePassword',
  'userInfo',
  'myPage',
] as const;

/** A dialog's id. */
export type DialogId = (typeof dialogIds)[number];
