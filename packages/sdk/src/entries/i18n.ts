// @kbet/sdk/i18n: the message catalogues, Korean (`ko`, the default) and English (`en`), chosen with setLocale.
// Also re-exported by the root entry, `@kbet/sdk`.

export type { MessageCatalogue } from '../i18n/en';
export { en } from '../i18n/en';
export * as ko from '../i18n/ko';
export type { Locale } from '../i18n/setLocale';
export { getLocale, setLocale } from '../i18n/setLocale';
