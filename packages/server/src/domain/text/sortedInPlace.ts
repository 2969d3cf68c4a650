/**
 * `strings` sorted in place as Array.prototype.sort sorts them (by UTF-16 code units), and returned. A few strings
 * (a request body's keys, a slip's fixtures) are sorted by insertion: the built-in sort allocates about 1 KB of
 * work space a call, more than the rest of a bet's walk over them; a longer list goes to the built-in sort.
 * @example sortedInPlace(Object.keys(record))
 */
export function sortedInPlace(strings: string[]): string[] {
  if (strings.length > 16) return strings.sort();
  for (let at = 1; at < strings.length; at++) {
    const text = strings[at] as string;
    let to = at;
    for (; to > 0 && (strings[to - 1] as string) > text; to--) strings[to] = strings[to - 1] as string;
    strings[to] = text;
  }
  return strings;
}
