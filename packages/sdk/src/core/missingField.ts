/** What a text field may hold before it is checked. */
export type TextInput = string | null | undefined;

/**
 * The first field (in the object's order) that is empty or only spaces, or undefined when all are filled.
 * @example missingField({ userId: 'kim', password: ' ' }) // 'password'
 */
export function missingField(fields: Readonly<Record<string, TextInput>>): string | undefined {
  return Object.keys(fields).find((name) => (fields[name] ?? '').trim() === '');
}
