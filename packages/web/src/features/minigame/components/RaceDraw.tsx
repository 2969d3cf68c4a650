import { HORSE_RACE, type HorseRaceOutcome, type PenaltyKickOutcome } from '@kbet/sdk';
import type { CSSProperties } from 'react';
import styles from './MinigameDraw.module.css';

const RUNNERS = HORSE_RACE.weights.map((_, i) => i + 1);
const DIRECTION_KO = { left: '왼쪽', center: '가운데', right: '오른쪽' } as const;
const DIRECTION_X = { left: -60, center: 0, right: 60 } as const;

/**
 * The race/shot family's draw. A race: eight lanes, the drawn winner crossing the line first and the others
 * a lane-ordered step behind (the draw names only the winner). A penalty: the ball flies to the shot's side,
 * the keeper dives to his. CSS transitions; the end position at once under reduced motion.
 * @example <RaceDraw outcome={{ family: 'horseRace', winner: 3 }} />
 */
export function RaceDraw({ outcome }: { readonly outcome: HorseRaceOutcome | PenaltyKickOutcome }) {
  if (outcome.family === 'horseRace') {
    let behind = 0;
    return (
      <div className={styles.stage}>
        <ol className={styles.track} aria-label={`경주 결과: ${outcome.winner}번 우승`}>
          {RUNNERS.map((runner) => {
            const finish = runner === outcome.winner ? 0 : ++behind;
            return (
              <li key={runner} className={styles.lane}>
                <span
                  className={`${styles.runner} ${finish === 0 ? styles.winner : ''}`}
                  style={{ '--finish': finish } as CSSProperties}
                >
                  {runner}
                </span>
              </li>
            );
          })}
        </ol>
        <p className={styles.caption}>{outcome.winner}번 우승</p>
      </div>
    );
  }
  const goal = outcome.shot !== outcome.dive;
  return (
    <div className={styles.stage}>
      <svg
        className={styles.goal}
        viewBox="-100 -70 200 110"
        role="img"
        aria-label={`슛 ${DIRECTION_KO[outcome.shot]}, 키퍼 ${DIRECTION_KO[outcome.dive]}: ${goal ? '골' : '노골'}`}
      >
        <path d="M-90 30 V-50 H90 V30" className={styles.net} />
        <circle
          r={10}
          cy={-20}
          className={styles.keeper}
          style={{ '--x': `${DIRECTION_X[outcome.dive]}px` } as CSSProperties}
        />
        <circle
          r={6}
          className={styles.shot}
          style={{ '--x': `${DIRECTION_X[outcome.shot]}px` } as CSSProperties}
        />
      </svg>
      <p className={styles.caption}>{goal ? '골' : '노골 (선방)'}</p>
    </div>
  );
}
