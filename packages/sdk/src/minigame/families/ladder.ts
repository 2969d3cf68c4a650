import { randomInt } from '../../fairness/randomInt';
import { LADDER_MARKETS, type LadderResult, ladderFinish, ladderKey } from '../ladderMarkets';
import { defineFamily } from '../minigameFamily';

/** A ladder round: start side and rung count drawn independently, the finish follows from them. */
export interface LadderOutcome extends LadderResult {
  readonly family: 'ladder';
}

/** Ladder (사다리): start 좌/우 with integer [0, 2), then rungs 3/4 with integer [0, 2). */
export const ladderFamily = defineFamily<LadderOutcome, LadderResult>({
  id: 'ladder',
  name: '사다리',
  draw: (stream) => {
    const start = randomInt(stream, 2) === 0 ? 'left' : 'right';
    const rungs = randomInt(stream, 2) === 0 ? 3 : 4;
    return { family: 'ladder', start, rungs, finish: ladderFinish(start, rungs) };
  },
  result: (o) => o,
  key: ladderKey,
  space: () => ({
    total: 4n,
    cells: (['left', 'right'] as const).flatMap((start) =>
      ([3, 4] as const).map((rungs) => [{ start, rungs, finish: ladderFinish(start, rungs) }, 1n] as const),
    ),
  }),
  markets: LADDER_MARKETS,
});
