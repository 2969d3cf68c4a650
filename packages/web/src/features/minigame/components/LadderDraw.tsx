import type { LadderResult } from '@kbet/sdk';
import styles from './MinigameDraw.module.css';

const LEFT = 40;
const RIGHT = 160;
const TOP = 30;
const BOTTOM = 190;

const KO = { left: '좌', right: '우', odd: '홀', even: '짝' } as const;

/** The rungs' heights, evenly spaced between the ends. */
const rungYs = (rungs: number) =>
  Array.from({ length: rungs }, (_, i) => TOP + ((BOTTOM - TOP) * (i + 1)) / (rungs + 1));

/**
 * The path down the ladder: from the start pole, across every rung (each swaps sides), to the finish.
 * @example ladderPath({ start: 'left', rungs: 3, finish: 'even' }) // 'M40 30 V70 H160 …'
 */
export function ladderPath({ start, rungs }: Pick<LadderResult, 'start' | 'rungs'>): string {
  let x = start === 'left' ? LEFT : RIGHT;
  const parts = [`M${x} ${TOP}`];
  for (const y of rungYs(rungs)) {
    x = x === LEFT ? RIGHT : LEFT;
    parts.push(`V${y}`, `H${x}`);
  }
  parts.push(`V${BOTTOM}`);
  return parts.join(' ');
}

/**
 * The ladder family's draw (also the keno ladder's): two poles, the drawn number of rungs, and the path traced
 * from the start to the finish (a CSS stroke animation; drawn at once under reduced motion).
 * @example <LadderDraw result={{ start: 'left', rungs: 3, finish: 'even' }} />
 */
export function LadderDraw({ result }: { readonly result: LadderResult }) {
  const name = `${KO[result.start]}${result.rungs}${KO[result.finish]}`;
  return (
    <div className={styles.stage}>
      <svg className={styles.ladder} viewBox="0 0 200 220" role="img" aria-label={`사다리 결과 ${name}`}>
        <text x={LEFT} y={18} className={styles.ladderEnd}>
          좌
        </text>
        <text x={RIGHT} y={18} className={styles.ladderEnd}>
          우
        </text>
        <line x1={LEFT} y1={TOP} x2={LEFT} y2={BOTTOM} className={styles.pole} />
        <line x1={RIGHT} y1={TOP} x2={RIGHT} y2={BOTTOM} className={styles.pole} />
        {rungYs(result.rungs).map((y) => (
          <line key={y} x1={LEFT} y1={y} x2={RIGHT} y2={y} className={styles.pole} />
        ))}
        <path d={ladderPath(result)} pathLength={1} className={styles.trace} />
        <text x={LEFT} y={212} className={styles.ladderEnd}>
          홀
        </text>
        <text x={RIGHT} y={212} className={styles.ladderEnd}>
          짝
        </text>
      </svg>
      <p className={styles.caption}>{name}</p>
    </div>
  );
}
