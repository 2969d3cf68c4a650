import type { DrawStream } from '../fairness/createDrawStream';
import { randomInt } from '../fairness/randomInt';
import type { RaceResult } from './raceModel';

/** Track length in the replay's units. */
export const RACE_TRACK = 1000;

/** Where every runner is at each second of the race. */
export interface RaceTimeline {
  /** Finishing time of runner number i + 1, in tenths of a second. */
  readonly finishTenths: readonly number[];
  /** positions[t][i]: runner i + 1's distance from the start at second t (0 … last finish), 0 … 1000. */
  readonly positions: readonly (readonly number[])[];
}

/**
 * Positions per second, in integers only (the same on every platform): the winner finishes at 54-56 s, each
 * next runner 0.3-1.0 s later; a runner's path is its average pace plus a drawn early-speed bump that is zero
 * at the start and at the post, so runners swap places during the race but finish in the drawn order.
 * @example raceTimeline(stream, { order: [2, 1, 3] }).positions.at(-1) // [1000, 1000, 1000]
 */
export function raceTimeline(stream: DrawStream, result: RaceResult): RaceTimeline {
  const n = result.order.length;
  const finishTenths = new Array<number>(n).fill(0);
  let time = 540 + randomInt(stream, 21);
  result.order.forEach((runner, rank) => {
    if (rank > 0) time += 3 + randomInt(stream, 8);
    finishTenths[runner - 1] = time;
  });
  // Bump in track units at mid-race: from −60 (a closer) to +60 (a front-runner).
  const bumps = Array.from({ length: n }, () => randomInt(stream, 121) - 60);
  const last = Math.ceil(Math.max(...finishTenths) / 10);
  const positions = Array.from({ length: last + 1 }, (_, t) =>
    finishTenths.map((finish, i) => {
      const x = t * 10;
      if (x >= finish) return RACE_TRACK;
      const pace = Math.floor((RACE_TRACK * x) / finish);
      const bump = Math.trunc(((bumps[i] as number) * 4 * x * (finish - x)) / (finish * finish));
      return Math.max(0, Math.min(RACE_TRACK - 1, pace + bump));
    }),
  );
  return { finishTenths, positions };
}
