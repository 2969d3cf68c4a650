import { formatWon } from '@kbet/sdk';
import styles from './PartnerPage.module.css';

const WIDTH = 600;
const HEIGHT = 160;

/**
 * A plain SVG bar chart of one figure per day; bars of negative values hang below the zero line. Each bar's
 * <title> gives its day and value.
 * @example <DayChart title="베팅금액" days={['2026-03-01']} values={[10_000]} unit="원" />
 */
export function DayChart({
  title,
  days,
  values,
  unit,
}: {
  readonly title: string;
  readonly days: readonly string[];
  readonly values: readonly number[];
  readonly unit: string;
}) {
  const max = Math.max(1, ...values.map(Math.abs));
  const hasNegative = values.some((v) => v < 0);
  const zero = hasNegative ? HEIGHT / 2 : HEIGHT;
  const scale = (hasNegative ? HEIGHT / 2 : HEIGHT) / max;
  const step = WIDTH / Math.max(1, days.length);
  return (
    <figure className={styles.chart}>
      <figcaption>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={title} preserveAspectRatio="none">
        <line x1={0} x2={WIDTH} y1={zero} y2={zero} className={styles.axis} />
        {days.map((day, index) => {
          const value = values[index] ?? 0;
          const height = Math.abs(value) * scale;
          return (
            <rect
              key={day}
              x={index * step + step * 0.1}
              width={step * 0.8}
              y={value >= 0 ? zero - height : zero}
              height={height}
              className={value >= 0 ? styles.bar : styles.negative}
            >
              <title>{`${day} ${formatWon(value)}${unit}`}</title>
            </rect>
          );
        })}
      </svg>
    </figure>
  );
}
