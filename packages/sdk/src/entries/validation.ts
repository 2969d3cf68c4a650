// @kbet/sdk/validation: every input rule of spec §5, returning a ValidationResult with the exact Korean message.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { CanCancelSlipParams, CanCancelSlipResult, CancelSlipLeg } from '../validation/canCancelSlip';
export { canCancelSlip } from '../validation/canCancelSlip';
export type { InquiryLike } from '../validation/canCreateInquiry';
export {
  canCreateInquiry,
  countUnansweredInquiries,
  isInquiryAnswered,
} from '../validation/canCreateInquiry';
export { canDeleteInquiry } from '../validation/canDeleteInquiry';
export type { MessageLike } from '../validation/canDeleteMessages';
export { canDeleteMessages } from '../validation/canDeleteMessages';
export { checkAccountPassword, checkWithdrawPassword } from '../validation/checkAccountPassword';
export type { AvailabilityResult } from '../validation/checkAvailability';
export { checkAvailability } from '../validation/checkAvailability';
export { checkNicknameInput } from '../validation/checkNicknameInput';
export type { BannedOption } from '../validation/checkUserIdInput';
export { checkUserIdInput, isBanned } from '../validation/checkUserIdInput';
export type { ClampBetAmountLimits } from '../validation/clampBetAmount';
export { clampBetAmount, maxStakeForWin } from '../validation/clampBetAmount';
export { formatAmountInput, formatWon } from '../validation/formatWon';
export type { RandomBytes } from '../validation/generateAntiBotCode';
export { checkAntiBotCode, generateAntiBotCode } from '../validation/generateAntiBotCode';
export { isKoreanMobile, validatePhoneAuthRequest, validateSignUpPhone } from '../validation/isKoreanMobile';
export { isOwnNameAccount } from '../validation/isOwnNameAccount';
export type { Readable } from '../validation/isRead';
export { isRead } from '../validation/isRead';
export { latestAdultBirthYear } from '../validation/latestAdultBirthYear';
export { parseAmountInput } from '../validation/parseAmountInput';
export { parseBetAmountInput } from '../validation/parseBetAmountInput';
export type { SignUpReading, SignUpReadingOption } from '../validation/signUpReading';
export type { SignUpRules } from '../validation/signUpRules';
export { signUpRules } from '../validation/signUpRules';
export { joinBirthDate, splitBirthDate } from '../validation/splitBirthDate';
export { validateAccountHolder } from '../validation/validateAccountHolder';
export { validateAccountNumber } from '../validation/validateAccountNumber';
export type { BirthDate, BirthDateInput } from '../validation/validateAdultBirthDate';
export { validateAdultBirthDate } from '../validation/validateAdultBirthDate';
export { validateBankCode } from '../validation/validateBankCode';
export type { ValidateBetParams, ValidBet } from '../validation/validateBet';
export { validateBet } from '../validation/validateBet';
export type { BonusCombinationRule, BonusSelection } from '../validation/validateBonusCombination';
export { validateBonusCombination } from '../validation/validateBonusCombination';
export type { CoinDepositOptions } from '../validation/validateCoinDeposit';
export { coinsToWon, validateCoinDeposit } from '../validation/validateCoinDeposit';
export type { DepositOptions } from '../validation/validateDeposit';
export { validateDeposit } from '../validation/validateDeposit';
export type { FindPasswordForm } from '../validation/validateFindPassword';
export { validateFindPassword } from '../validation/validateFindPassword';
export type { InquiryForm } from '../validation/validateInquiry';
export { validateInquiry } from '../validation/validateInquiry';
export type { LoginForm } from '../validation/validateLogin';
export { validateLogin } from '../validation/validateLogin';
export type { NonMemberInquiryForm } from '../validation/validateNonMemberInquiry';
export { validateNonMemberInquiry } from '../validation/validateNonMemberInquiry';
export { validatePassword, validatePasswordConfirm } from '../validation/validatePassword';
export type { PasswordChangeForm } from '../validation/validatePasswordChange';
export { validatePasswordChange } from '../validation/validatePasswordChange';
export { validateCompConvert, validatePointConvert } from '../validation/validatePointConvert';
export type { SignUpContext, SignUpForm, SignUpValues } from '../validation/validateSignUp';
export { validateSignUp } from '../validation/validateSignUp';
export { validateSignUpAccountPassword } from '../validation/validateSignUpAccountPassword';
export { validateSignUpNickname } from '../validation/validateSignUpNickname';
export { validateSignUpPassword } from '../validation/validateSignUpPassword';
export { validateSignUpUserId } from '../validation/validateSignUpUserId';
export type { WithdrawalOptions } from '../validation/validateWithdrawal';
export { validateWithdrawal } from '../validation/validateWithdrawal';
export type { WithdrawalPolicyParams } from '../validation/validateWithdrawalPolicy';
export { isWithdrawalClosedAt, validateWithdrawalPolicy } from '../validation/validateWithdrawalPolicy';
export { withdrawalRequestMax } from '../validation/withdrawalRequestMax';
