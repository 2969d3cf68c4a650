/**
 * The sign-up payload's fixed fields (spec §3): flags '0', type '0', userType 'A', suggestionType '1',
 * managementType and managementStatus '99', casino and slot use '1'. A new member is neither withdrawn nor
 * banned, so those types are '0' and their dates null (kbet's reading). Kept free of zod so forms can import it.
 */
export const signUpDefaults = {
  phoneAuthenticationFlag: '0',
  type: '0',
  userType: 'A',
  depositType: '0',
  boardPointFlag: '0',
  goldShopCoinFlag: '0',
  messageReceiveFlag: '0',
  namedFlag: '0',
  suggestionType: '1',
  telegramSigninFlag: '0',
  withdrawalType: '0',
  withdrawalDate: null,
  banType: '0',
  banDate: null,
  managementType: '99',
  managementStatus: '99',
  casinoSignupFlag: '0',
  casinoUseFlag: '1',
  slotUseFlag: '1',
} as const;

export type SignUpDefaults = typeof signUpDefaults;
