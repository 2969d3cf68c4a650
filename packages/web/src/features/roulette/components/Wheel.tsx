import { formatWon, type RouletteKind } from '@kbet/sdk';
import type { CSSProperties } from 'react';
import styles from './Wheel.module.css';

export interface WheelProps {
  readonly kind: RouletteKind;
  /** Point prizes in wheel order, clockwise from the top (ROULETTE_PRIZES). */
  readonly prizes: readonly number[];
  /** Degrees, clockwise; a change animates over `spinMs`. */
  readonly rotation: number;
  readonly spinMs: number;
}

const RADIUS = 96;

/** A point on the rim at `degrees` clockwise from the top. */
const rim = (degrees: number, radius = RADIUS) => {
  const rad = (degrees * Math.PI) / 180;
  return `${(radius * Math.sin(rad)).toFixed(3)} ${(-radius * Math.cos(rad)).toFixed(3)}`;
};

const label = (points: number) => (points === 0 ? '꽝' : `${formatWon(points)}P`);

/**
 * The roulette wheel (spec §2, §9): one segment per prize, a pointer at the top, and a CSS rotation that eases
 * to a stop; with reduced motion the site's base styles make it jump straight to the result.
 * @example <Wheel kind="normal" prizes={ROULETTE_PRIZES.normal} rotation={rotation} spinMs={ROULETTE_SPIN_MS} />
 */
export function Wheel({ kind, prizes, rotation, spinMs }: WheelProps) {
  const size = 360 / prizes.length;
  return (
    <div className={`${styles.wheel} ${kind === 'vip' ? styles.vip : ''}`}>
      <svg className={styles.pointer} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M4 2h16l-8 20z" />
      </svg>
      <svg
        className={styles.disc}
        viewBox="-100 -100 200 200"
        role="img"
        aria-label={`룰렛 상품: ${prizes.map(label).join(', ')}`}
        style={{ '--rotation': `${rotation}deg`, '--spin-ms': `${spinMs}ms` } as CSSProperties}
      >
        <circle r="99" className={styles.rim} />
        {prizes.map((points, index) => {
          const start = index * size;
          const end = start + size;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: segments are fixed positions on the wheel.
            <g key={index}>
              <path
                d={`M0 0 L${rim(start)} A${RADIUS} ${RADIUS} 0 0 1 ${rim(end)} Z`}
                className={styles[`segment${index % 7}`]}
              />
              <text
                transform={`rotate(${start + size / 2}) translate(0 -62)`}
                className={points === 0 ? `${styles.label} ${styles.blank}` : styles.label}
              >
                {label(points)}
              </text>
            </g>
          );
        })}
        <circle r="22" className={styles.hub} />
        <text className={styles.hubText} y="5">
          {kind === 'vip' ? 'VIP' : '회전'}
        </text>
      </svg>
    </div>
  );
}
