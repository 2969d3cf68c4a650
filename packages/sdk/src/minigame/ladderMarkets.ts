import type { MarketSpec } from './minigameFamily';

export type LadderStart = 'left' | 'right';
export type LadderFinish = 'odd' | 'even';

/** A ladder's path: where it starts, how many rungs it crosses, where it ends. */
export interface LadderResult {
  readonly start: LadderStart;
  readonly rungs: 3 | 4;
  readonly finish: LadderFinish;
}

/**
 * Where a ladder ends: each rung swaps sides, and the two ends are 홀 (odd, left) and 짝 (even, right), so the four
 * paths are 좌3짝, 좌4홀, 우3홀, 우4짝.
 * @example ladderFinish('left', 3) // 'even'
 */
export const ladderFinish = (start: LadderStart, rungs: 3 | 4): LadderFinish =>
  (start === 'left') === (rungs === 3) ? 'even' : 'odd';

const START_KO = { left: '좌', right: '우' } as const;
const FINISH_KO = { odd: '홀', even: '짝' } as const;
const PATHS = [
  ['left', 3],
  ['left', 4],
  ['right', 3],
  ['right', 4],
] as const;

/** The ten ladder markets: start, rungs, finish, and the four combined paths (priced cell by cell). */
export const LADDER_MARKETS: readonly MarketSpec<LadderResult>[] = [
  ...(['left', 'right'] as const).map((start, i) => ({
    id: `start-${start}`,
    code: 101 + i,
    label: `${START_KO[start]}출발`,
    wins: (r: LadderResult) => r.start === start,
  })),
  ...([3, 4] as const).map((rungs, i) => ({
    id: `rungs-${rungs}`,
    code: 103 + i,
    label: `${rungs}줄`,
    wins: (r: LadderResult) => r.rungs === rungs,
  })),
  ...(['odd', 'even'] as const).map((finish, i) => ({
    id: `finish-${finish}`,
    code: 105 + i,
    label: FINISH_KO[finish],
    wins: (r: LadderResult) => r.finish === finish,
  })),
  ...PATHS.map(([start, rungs], i) => {
    const finish = ladderFinish(start, rungs);
    return {
      id: `${start}-${rungs}-${finish}`,
      code: 107 + i,
      label: `${START_KO[start]}${rungs}${FINISH_KO[finish]}`,
      wins: (r: LadderResult) => r.start === start && r.rungs === rungs,
    };
  }),
];

/**
 * The ladder path as a cell key.
 * @example ladderKey({ start: 'left', rungs: 3, finish: 'even' }) // 'left:3'
 */
export const ladderKey = (r: LadderResult): string => `${r.start}:${r.rungs}`;
