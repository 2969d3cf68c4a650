import type { SignUpInput } from '../schemas/signup';
import { joinBirthDate } from '../validation/splitBirthDate';
import type { SignUpValues } from '../validation/validateSignUp';
import type { ReferralFields } from './referralFields';

/** What the member form knows beyond the validated values. */
export interface SignUpExtras {
  /** The SMS code that passed GET /sms/checkAuthNumber. */
  readonly authNumber: string;
  /** The carrier select's code. */
  readonly carrierCode: string;
  readonly referral: ReferralFields;
}

/**
 * The POST /member/join payload (spec §3) from a sign-up that passed validateSignUp; the client adds the fixed
 * fields (signUpDefaults). The wire names are kept (bankAccountPssword), the birth date is its joined codes.
 * @example client.signup.join(toSignUpInput(checked.value, { authNumber, carrierCode: '1', referral }))
 */
export function toSignUpInput(values: SignUpValues, extras: SignUpExtras): SignUpInput {
  return {
    userId: values.userId,
    password: values.password,
    nickname: values.nickname,
    phoneNumber: values.phone,
    authNumber: extras.authNumber.trim(),
    managementTarget1UserId: '',
    bankAccountPssword: values.accountPassword,
    accountHolder: values.accountHolder,
    bankAccountNumber: values.accountNumber,
    bankCode: String(values.bankCode),
    suggestionCode1: extras.referral.suggestionCode1,
    suggestionCode2: extras.referral.suggestionCode2,
    recommenderId: extras.referral.recommenderId,
    birthDate: joinBirthDate(values.birthDate),
    carrierCode: extras.carrierCode,
  };
}
