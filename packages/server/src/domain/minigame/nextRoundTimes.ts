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

/** The close window a game gets: the configured seconds, but never more than a third of its round. */
export const closeSecondsFor = (roundSeconds: number, closeSeconds: number): number =>
  Math.max(1, Math.min(closeSeconds, Math.floor(roundSeconds / 3)));
