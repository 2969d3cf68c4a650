/**
 * A CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a text starting with = + - @ gets a
 * leading apostrophe so a spreadsheet does not run it as a formula.
 * @example csvField('=SUM(A1)') // "'=SUM(A1)"
 */
export const csvField = (value: string | number): string => {
  const text = String(value);
  const safe = typeof value === 'string' && /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};
