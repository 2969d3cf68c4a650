/**
 * The SDK's area entries, `@kbet/sdk/<area>` (src/entries/<area>.ts), in the root entry's order: the build, the
 * package's `exports` (checked by a test) and the size bench read this list.
 */
export const SDK_ENTRIES = [
  'app',
  'core',
  'i18n',
  'validation',
  'constants',
  'odds',
  'sports',
  'stores',
  'session',
  'errors',
  'schemas',
  'live',
  'results',
  'api',
  'popups',
  'wallet',
  'partners',
  'minigames',
  'virtuals',
  'casino',
] as const;

export type SdkEntry = (typeof SDK_ENTRIES)[number];
