import { randomInt } from 'node:crypto';

const CODE_DIGITS = 6;

/**
 * A 6-digit SMS code, uniform over 000000-999999, from the platform's cryptographic RNG.
 * @example newSmsCode() // '042917'
 */
export const newSmsCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
