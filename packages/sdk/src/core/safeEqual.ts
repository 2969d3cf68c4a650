/**
 * String equality that takes the same time wherever the strings differ, because the server compares
 * account passwords with it and must not leak how much of a guess was right.
 * @example safeEqual('1234', '1234') // true
 */
export function safeEqual(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) {
    // charCodeAt past the end is NaN, which `| 0` makes 0; the length difference already counts.
    diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  }
  return diff === 0;
}
