/** The country prefix the SMS call carries: Korea's +82, the trunk 0 dropped (010-1234-5678 → +821012345678). */
const COUNTRY_PREFIX = '+82';
const INTERNATIONAL = /^\+82(1\d{8,9})$/;

/**
 * POST /sms/send's `data` (§7 "encoded phone with prefix"): the number in international form with the +82
 * prefix, Base64-encoded. Hyphens and spaces are dropped; the server checks the number itself.
 * @example encodeSmsPhone('010-1234-5678') // 'KzgyMTAxMjM0NTY3OA=='
 */
export function encodeSmsPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return btoa(`${COUNTRY_PREFIX}${digits.replace(/^0/, '')}`);
}

/**
 * The national number (digits, leading 0) in POST /sms/send's `data`, or '' when it is not a Korean mobile
 * number encoded by encodeSmsPhone.
 * @example decodeSmsPhone('KzgyMTAxMjM0NTY3OA==') // '01012345678'
 */
export function decodeSmsPhone(data: string): string {
  let decoded: string;
  try {
    decoded = atob(data);
  } catch {
    return '';
  }
  const match = INTERNATIONAL.exec(decoded);
  return match ? `0${match[1]}` : '';
}
