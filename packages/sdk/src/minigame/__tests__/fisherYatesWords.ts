/**
 * The stream words that make a forward partial Fisher-Yates over 0 … n−1 draw exactly `wanted` (each word is the
 * offset j − i, below n − i, so rejection never triggers). Lets a test deal chosen cards.
 */
export function fisherYatesWords(n: number, wanted: readonly number[]): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  return wanted.map((value, i) => {
    const j = items.indexOf(value, i);
    if (j < 0) throw new Error(`fisherYatesWords: ${value} was already drawn`);
    [items[i], items[j]] = [items[j] as number, items[i] as number];
    return j - i;
  });
}
