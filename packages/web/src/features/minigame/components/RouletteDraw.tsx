import { ROULETTE_WHEEL, ROULETTE_WHEEL_RED, type RouletteWheelOutcome } from '@kbet/sdk';
import type { CSSProperties } from 'react';
import styles from './MinigameDraw.module.css';

const STEP = 360 / ROULETTE_WHEEL.pockets;
const POCKETS = Array.from({ length: ROULETTE_WHEEL.pockets }, (_, i) => i);

const colour = (pocket: number) => (pocket === 0 ? 'zero' : ROULETTE_WHEEL_RED.has(pocket) ? 'red' : 'black');
const COLOUR_KO = { zero: '제로', red: '레드', black: '블랙' } as const;

/**
 * The roulette family's draw: a wheel of pockets 0-36 that turns until the drawn pocket is under the pointer
 * (CSS rotation; it stops there at once under reduced motion).
 * @example <RouletteDraw outcome={{ family: 'roulette', pocket: 17 }} />
 */
export function RouletteDraw({ outcome }: { readonly outcome: RouletteWheelOutcome }) {
  const tone = colour(outcome.pocket);
  const rotation = 3 * 360 - outcome.pocket * STEP;
  return (
    <div className={styles.stage}>
      <svg
        className={styles.wheel}
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={`룰렛 결과 ${outcome.pocket} ${COLOUR_KO[tone]}`}
      >
        <g className={styles.wheelDisc} style={{ '--rotation': `${rotation}deg` } as CSSProperties}>
          {POCKETS.map((pocket) => (
            <g key={pocket} transform={`rotate(${pocket * STEP})`}>
              <path d="M0 0 L-8.5 -92 A92 92 0 0 1 8.5 -92 Z" className={styles[colour(pocket)]} />
              <text y={-78} className={styles.pocketText}>
                {pocket}
              </text>
            </g>
          ))}
        </g>
        <path d="M-6 -99 H6 L0 -86 Z" className={styles.pointer} />
      </svg>
      <p className={styles.caption}>
        {outcome.pocket} {COLOUR_KO[tone]}
      </p>
    </div>
  );
}
