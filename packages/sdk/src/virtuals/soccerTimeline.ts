import type { DrawStream } from '../fairness/createDrawStream';
import { randomInt } from '../fairness/randomInt';
import type { SoccerResult } from './soccerModel';

export type Side = 'home' | 'away';

/** What the replay shows of a soccer match, in match minutes 1-90 (played back over the event's minute). */
export interface SoccerTimeline {
  readonly goals: readonly { readonly minute: number; readonly side: Side }[];
  readonly shots: readonly { readonly minute: number; readonly side: Side; readonly goal: boolean }[];
  /** Who has the ball, phase by phase, covering minutes 1-90 without a gap. */
  readonly possession: readonly { readonly from: number; readonly to: number; readonly side: Side }[];
}

const byMinute = <T extends { minute: number }>(items: T[]) => items.sort((a, b) => a.minute - b.minute);

/**
 * The match's story, drawn after every result of the round from the same stream, so it never changes a score:
 * each goal at a minute of its half, 0-5 extra missed shots per side, possession phases of 4-14 minutes.
 * @example soccerTimeline(stream, { htHome: 1, htAway: 0, home: 1, away: 1 }).goals.length // 2
 */
export function soccerTimeline(stream: DrawStream, result: SoccerResult): SoccerTimeline {
  const goals: { minute: number; side: Side }[] = [];
  const add = (side: Side, count: number, first: number) => {
    for (let i = 0; i < count; i += 1) goals.push({ minute: first + randomInt(stream, 45), side });
  };
  add('home', result.htHome, 1);
  add('away', result.htAway, 1);
  add('home', result.home - result.htHome, 46);
  add('away', result.away - result.htAway, 46);
  const shots = goals.map((g) => ({ ...g, goal: true }));
  for (const side of ['home', 'away'] as const) {
    const misses = randomInt(stream, 6);
    for (let i = 0; i < misses; i += 1) shots.push({ minute: 1 + randomInt(stream, 90), side, goal: false });
  }
  const possession: { from: number; to: number; side: Side }[] = [];
  let side: Side = randomInt(stream, 2) === 0 ? 'home' : 'away';
  for (let from = 1; from <= 90; ) {
    const to = Math.min(90, from + 3 + randomInt(stream, 11));
    possession.push({ from, to, side });
    side = side === 'home' ? 'away' : 'home';
    from = to + 1;
  }
  return { goals: byMinute(goals), shots: byMinute(shots), possession };
}
