import { en, type MessageCatalogue } from './en';
import * as ko from './koCatalogue';
import { activate } from './localized';

/** The languages of the message catalogue: Korean (the site's, and the default) and English. */
export type Locale = 'ko' | 'en';

let current: Locale = 'ko';

/**
 * Chooses the language of every message the SDK produces from now on (errors, validation failures); the codes
 * stay the same. Process-wide: a server keeps Korean by never calling it.
 * @example setLocale('en'); validateDeposit('5,000', { bonus: 5 }) // { ok: false, code: 'DEPOSIT_MIN', message: 'Deposits start at 10,000 won.' }
 */
export function setLocale(locale: Locale): void {
  current = locale;
  if (locale === 'ko') {
    activate(null);
    return;
  }
  const korean: Readonly<Record<string, unknown>> = { ...ko };
  const codes = new Map<string, keyof MessageCatalogue>();
  for (const [code, text] of Object.entries(korean)) {
    if (typeof text === 'string' && !codes.has(text)) codes.set(text, code as keyof MessageCatalogue);
  }
  activate({ catalogue: en, codes, korean });
}

/**
 * The language chosen with setLocale; 'ko' by default.
 * @example getLocale() // 'ko'
 */
export const getLocale = (): Locale => current;
