import type { MessageCatalogue } from './en';

/** A chosen catalogue and its Korean texts mapped to their codes. */
export interface ActiveCatalogue {
  readonly catalogue: MessageCatalogue;
  /** Korean text → code, so a message that reached an error under another code is still translated. */
  readonly codes: ReadonlyMap<string, keyof MessageCatalogue>;
  /** The Korean catalogue, to tell a catalogue text from a server's own wording. */
  readonly korean: Readonly<Record<string, unknown>>;
}

// Null while Korean is chosen: messages pass through, and no bundle pays for a catalogue it does not use.
let active: ActiveCatalogue | null = null;

/** Sets the catalogue localized() reads; setLocale is the public way in. */
export const activate = (next: ActiveCatalogue | null): void => {
  active = next;
};

/**
 * The chosen non-Korean catalogue, or null for Korean, for messages with parameters.
 * @example (activeCatalogue()?.ERR_RETRY_AFTER ?? ko.ERR_RETRY_AFTER)(30)
 */
export const activeCatalogue = (): MessageCatalogue | null => active?.catalogue ?? null;

/**
 * A message in the chosen language: the catalogue's text when `message` is a Korean catalogue text (found by
 * `code`, else by the text), else `message` as given (a server's own wording, or a message with figures).
 * @example localized('DEPOSIT_MIN', ko.DEPOSIT_MIN) // ko.DEPOSIT_MIN, or en.DEPOSIT_MIN after setLocale('en')
 */
export function localized(code: string, message: string): string {
  if (active === null) return message;
  const known = Object.hasOwn(active.korean, code) && active.korean[code] === message ? code : undefined;
  const key = (known as keyof MessageCatalogue | undefined) ?? active.codes.get(message);
  const text: unknown = key === undefined ? undefined : active.catalogue[key];
  return typeof text === 'string' ? text : message;
}
