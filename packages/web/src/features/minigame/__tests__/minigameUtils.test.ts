import { drawMinigameRound, MINIGAME_FAMILIES, MINIGAME_GAMES, minigameMarkets } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { ladderPath } from '../components/LadderDraw';
import { formatCountdown } from '../utils/formatCountdown';
import { patternColumns } from '../utils/patternColumns';
import { patternMark } from '../utils/patternMark';
import { revealRound } from '../utils/revealRound';
import { winningLabels } from '../utils/winningLabels';
import { roundOf, SALT, seedOf } from './roundFixtures';

const draw = (gameId: string, round: number) =>
  drawMinigameRound({ gameId, roundNo: round, seed: seedOf(round), salt: SALT });

describe('patternColumns', () => {
  it('stacks runs of one mark into a column and opens a new one at each change', () => {
    expect(patternColumns(['홀', '홀', '짝', '홀', '홀', '홀'])).toEqual([
      { mark: '홀', count: 2 },
      { mark: '짝', count: 1 },
      { mark: '홀', count: 3 },
    ]);
    expect(patternColumns([])).toEqual([]);
  });
});

describe('formatCountdown', () => {
  it('rounds up to the second and stops at 00:00', () => {
    expect(formatCountdown(61_200)).toBe('01:02');
    expect(formatCountdown(300_000)).toBe('05:00');
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(-5_000)).toBe('00:00');
  });
});

describe('patternMark', () => {
  it("marks a powerball round with the normal-ball sum's parity", () => {
    const outcome = draw('donghang', 3);
    if (outcome.family !== 'powerball') throw new Error('not powerball');
    const sum = MINIGAME_FAMILIES.powerball.result(outcome).normalSum;
    expect(patternMark(outcome)).toBe(sum % 2 === 1 ? '홀' : '짝');
  });

  it('agrees with the 홀/짝 market of every ladder and keno game, seeded round by round', () => {
    for (const game of MINIGAME_GAMES.filter((g) => ['ladder', 'kenoLadder'].includes(g.family))) {
      for (let round = 1; round <= 8; round += 1) {
        const outcome = draw(game.id, round);
        expect(patternMark(outcome)).toBe(winningLabels(game.id, outcome).includes('홀') ? '홀' : '짝');
      }
    }
  });

  it('gives every game of every family a mark', () => {
    for (const game of MINIGAME_GAMES) expect(patternMark(draw(game.id, 1)).length).toBeGreaterThan(0);
  });
});

describe('winningLabels', () => {
  it('lists the ladder markets a path wins, in catalogue order', () => {
    const outcome = draw('donghang-sadari', 5);
    if (outcome.family !== 'ladder') throw new Error('not ladder');
    const start = outcome.start === 'left' ? '좌' : '우';
    const finish = outcome.finish === 'odd' ? '홀' : '짝';
    expect(winningLabels('donghang-sadari', outcome)).toEqual([
      `${start}출발`,
      `${outcome.rungs}줄`,
      finish,
      `${start}${outcome.rungs}${finish}`,
    ]);
  });

  it('names only markets of the game', () => {
    const labels = new Set(minigameMarkets('token/roulette').map((m) => m.label));
    for (const label of winningLabels('token/roulette', draw('token/roulette', 2)))
      expect(labels.has(label)).toBe(true);
  });
});

describe('revealRound', () => {
  it("recomputes a drawn round's outcome from its seed and checks it against the commitment", () => {
    const revealed = revealRound('speed-kino', roundOf('speed-kino', 7));
    expect(revealed).toEqual({ valid: true, outcome: draw('speed-kino', 7) });
  });

  it('flags a seed that does not hash to the published commitment, still showing its outcome', () => {
    const revealed = revealRound('speed-kino', roundOf('speed-kino', 7, { tamper: true }));
    expect(revealed?.valid).toBe(false);
    expect(revealed?.outcome).toEqual(draw('speed-kino', 7));
  });

  it('has nothing to show before the seed is out or when the seed is not 32-byte hex', () => {
    expect(revealRound('donghang', roundOf('donghang', 2, { drawn: false }))).toBeNull();
    expect(revealRound('donghang', { ...roundOf('donghang', 2), seed: 'zz' })).toBeNull();
  });
});

describe('ladderPath', () => {
  it('crosses once per rung and ends on the other pole after an odd count', () => {
    expect(ladderPath({ start: 'left', rungs: 3 })).toBe('M40 30 V70 H160 V110 H40 V150 H160 V190');
    expect(ladderPath({ start: 'right', rungs: 4 }).endsWith('H160 V190')).toBe(true);
  });
});
