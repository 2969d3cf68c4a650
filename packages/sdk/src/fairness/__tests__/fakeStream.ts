import type { DrawStream } from '../createDrawStream';

/** A stream that yields chosen words, then fails: tests pin exactly which words a draw reads. */
export function fakeStream(words: readonly number[]): DrawStream & { readonly used: () => number } {
  let i = 0;
  return {
    nextUint32() {
      if (i >= words.length) throw new Error('fakeStream: out of words');
      const word = words[i] as number;
      i += 1;
      return word;
    },
    used: () => i,
  };
}
