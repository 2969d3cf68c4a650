/** Masked characters shown at most, so a long nickname's length is not told either. */
const MAX_MASK = 4;

/**
 * A nickname as a public board shows another member's: the first character, then one * per further character
 * (at most four). Characters are code points, so a Korean or emoji first character stays whole.
 * @example maskNickname('회원01') // '회***'
 */
export function maskNickname(nickname: string): string {
  const [first = '', ...rest] = Array.from(nickname.trim());
  return `${first}${'*'.repeat(Math.min(Math.max(rest.length, 1), MAX_MASK))}`;
}
