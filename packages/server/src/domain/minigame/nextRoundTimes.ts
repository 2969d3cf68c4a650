import { MINIGAME_CLOSE_SECONDS, minigameCloseSecondsRange } from '@kbet/sdk';

export interface RoundTimes {
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
}

/**
 * When a round opened now closes and draws: draws fall on the game's period boundaries (epoch-aligned, so
 * a 60 s game draws on the minute); the first boundary that still leaves a betting window is taken.
 * @example nextRoundTimes(new Date('2026-01-01T00:00:05Z'), 60, 10).drawsAt // 2026-01-01T00:01:00Z
 */
export function nextRoundTimes(now: Date, roundSeconds: number, closeSeconds: number): RoundTimes {
  const period = roundSeconds * 1000;
  const close = closeSeconds * 1000;
  const at = now.getTime();
  let draws = Math.floor(at / period) * period + period;
  if (draws - close <= at) draws += period;
  return { opensAt: now, closesAt: new Date(draws - close), drawsAt: new Date(draws) };
}

/**
 * The close window a round gets: the game's setting (the SDK's default when none), kept within the SDK's range
 * for the round's length (a stored value is checked when staff set it; this holds if the range changes later).
 */
export function closeSecondsFor(roundSeconds: number, closeSeconds: number | null): number {
  const { min, max } = minigameCloseSecondsRange(roundSeconds);
  return Math.max(min, Math.min(closeSeconds ?? MINIGAME_CLOSE_SECONDS.default, max));
}
