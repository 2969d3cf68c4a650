/**
 * A name as a partner sees it (compliance §10): first character kept, the rest masked.
 * @example maskName('홍길동') // '홍**'
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  return `${chars[0]}${'*'.repeat(Math.max(1, chars.length - 1))}`;
}

/**
 * A phone or account number with only the last four digits shown.
 * @example maskNumber('01012345678') // '*******5678'
 */
export function maskNumber(digits: string): string {
  const chars = [...digits];
  if (chars.length <= 4) return '*'.repeat(chars.length);
  return `${'*'.repeat(chars.length - 4)}${chars.slice(-4).join('')}`;
}
