// @kbet/sdk/wallet: deposit, withdrawal, bonus, sign-up store and RG limit rules.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { ExcludableUser } from '../rg/activeExclusion';
export { activeExclusion } from '../rg/activeExclusion';
export type {
  RealityCheckClient,
  RealityCheckReminder,
  RealityCheckSnapshot,
  RealityCheckStore,
  RealityCheckStoreOptions,
} from '../rg/createRealityCheckStore';
export { createRealityCheckStore } from '../rg/createRealityCheckStore';
export { exclusionMessage } from '../rg/exclusionMessage';
export type { RealityCheckInterval, SelfExclusionMonths, TimeoutDays } from '../rg/rgOptions';
export { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_MONTH_OPTIONS, TIMEOUT_DAY_OPTIONS } from '../rg/rgOptions';
export { validateDepositLimit } from '../rg/validateDepositLimit';
export type {
  SignUpBusy,
  SignUpClient,
  SignUpField,
  SignUpFormValues,
  SignUpNotice,
  SignUpSnapshot,
  SignUpStore,
  SignUpStoreOptions,
} from '../signup/createSignUpStore';
export { createSignUpStore } from '../signup/createSignUpStore';
export type { ReferralFields } from '../signup/referralFields';
export { referralFields } from '../signup/referralFields';
export { validateReferralCode } from '../signup/validateReferralCode';
export { addQuickAmount } from '../wallet/addQuickAmount';
export type { HideableCharge } from '../wallet/canHideCharge';
export { canHideCharge } from '../wallet/canHideCharge';
export { formatSignedWon } from '../wallet/formatSignedWon';
export {
  LEDGER_ACCOUNT_LABELS,
  LEDGER_ACCOUNT_UNITS,
  LEDGER_KIND_LABELS,
  ledgerKindLabel,
} from '../wallet/ledgerLabels';
export type { CoinDepositClient, CoinDepositParams } from '../wallet/requestCoinDeposit';
export { requestCoinDeposit } from '../wallet/requestCoinDeposit';
export type { DepositAccountClient, DepositAccountMember } from '../wallet/revealDepositAccount';
export { revealDepositAccount } from '../wallet/revealDepositAccount';
