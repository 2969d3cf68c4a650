import { RACE_TRACK, type VirtualFixture } from '@kbet/sdk';
import { useNow } from '@/lib/clock';
import { replayFrame } from '../utils/replayFrame';
import styles from './VirtualReplay.module.css';

/**
 * The light 2D replay of an event (no video): a pitch, a court or a track drawn in SVG from the stored timeline,
 * in step with the site clock from the event's start; between events it says when the next one starts.
 * @example <VirtualReplay fixture={playing} />
 */
export function VirtualReplay({ fixture }: { readonly fixture: VirtualFixture }) {
  const now = useNow();
  const frame = replayFrame(fixture, now - Date.parse(fixture.startAt));
  if (!frame) return <p className={styles.waiting}>경기 시작 전입니다. 시작과 함께 리플레이가 재생됩니다.</p>;
  if (frame.kind === 'race') {
    const lanes = frame.positions.length;
    return (
      <svg
        className={styles.replay}
        viewBox={`0 0 400 ${lanes * 24 + 16}`}
        role="img"
        aria-label="경주 리플레이"
      >
        <rect x="0" y="0" width="400" height={lanes * 24 + 16} className={styles.turf} />
        <line x1="380" x2="380" y1="4" y2={lanes * 24 + 12} className={styles.line} />
        {frame.positions.map((position, i) => (
          // Runners keep their saddle-cloth lane for the whole race.
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the runner number
          <g key={i} transform={`translate(${10 + (position * 360) / RACE_TRACK}, ${20 + i * 24})`}>
            <circle r="9" className={styles.runner} />
            <text className={styles.number} textAnchor="middle" dy="4">
              {i + 1}
            </text>
          </g>
        ))}
        <text x="8" y={lanes * 24 + 12} className={styles.clock}>
          {frame.second}초
        </text>
      </svg>
    );
  }
  const title = `${fixture.home} ${frame.home} : ${frame.away} ${fixture.away}`;
  const clock = frame.kind === 'soccer' ? `${frame.minute}'` : frame.clock;
  return (
    <svg className={styles.replay} viewBox="0 0 400 240" role="img" aria-label={`${title} ${clock}`}>
      <rect
        x="0"
        y="0"
        width="400"
        height="240"
        className={frame.kind === 'soccer' ? styles.turf : styles.court}
      />
      <rect x="10" y="40" width="380" height="190" className={styles.line} />
      <line x1="200" x2="200" y1="40" y2="230" className={styles.line} />
      <circle cx="200" cy="135" r="28" className={styles.line} />
      {frame.kind === 'soccer' ? (
        <circle cx={frame.ball === 'home' ? 290 : 110} cy="135" r="6" className={styles.ball} />
      ) : null}
      <text x="200" y="24" textAnchor="middle" className={styles.score}>
        {title}
      </text>
      <text x="390" y="24" textAnchor="end" className={styles.clock}>
        {clock}
      </text>
    </svg>
  );
}
