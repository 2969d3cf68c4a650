export type { ReferralFields } from './referralFields';
export { referralFields } from './referralFields';
export type { SignUpExtras } from './toSignUpInput';
export { toSignUpInput } from './toSignUpInput';
export { validateReferralCode } from './validateReferralCode';
