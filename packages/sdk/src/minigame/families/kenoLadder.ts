import { drawWithoutReplacement } from '../../fairness/drawWithoutReplacement';
import { LADDER_MARKETS, type LadderResult, ladderFinish, ladderKey } from '../ladderMarkets';
import { defineFamily } from '../minigameFamily';
import { KENO, KENO_POOL } from './keno';

/** A keno draw read as a ladder: the first number's parity picks the start, the second's the rungs. */
export interface KenoLadderOutcome extends LadderResult {
  readonly family: 'kenoLadder';
  readonly numbers: readonly number[];
}

const fromNumbers = (first: number, second: number): LadderResult => {
  const start = first % 2 === 1 ? 'left' : 'right';
  const rungs = second % 2 === 1 ? 3 : 4;
  return { start, rungs, finish: ladderFinish(start, rungs) };
};

/**
 * Keno ladder (키노사다리): 22 numbers from 1-70 as in keno; first number odd → 좌, even → 우; second number
 * odd → 3줄, even → 4줄. Drawn without replacement, so same-parity paths (좌3, 우4: 35·34 of 70·69) are a little
 * less likely than mixed ones (35·35): every path is priced on its own.
 */
export const kenoLadderFamily = defineFamily<KenoLadderOutcome, LadderResult>({
  id: 'kenoLadder',
  name: '키노사다리',
  draw: (stream) => {
    const numbers = drawWithoutReplacement(stream, KENO_POOL, KENO.picks);
    return { family: 'kenoLadder', numbers, ...fromNumbers(numbers[0] as number, numbers[1] as number) };
  },
  result: (o) => ({ start: o.start, rungs: o.rungs, finish: o.finish }),
  key: ladderKey,
  space: () => {
    const half = BigInt(KENO.pool / 2);
    const same = half * (half - 1n);
    const mixed = half * half;
    return {
      total: BigInt(KENO.pool * (KENO.pool - 1)),
      cells: [
        [fromNumbers(1, 3), same],
        [fromNumbers(1, 2), mixed],
        [fromNumbers(2, 1), mixed],
        [fromNumbers(2, 4), same],
      ],
    };
  },
  markets: LADDER_MARKETS,
});
