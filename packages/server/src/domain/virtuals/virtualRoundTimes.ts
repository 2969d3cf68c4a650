import { VIRTUAL_SCHEDULE } from '@kbet/sdk';

export interface VirtualRoundTimes {
  opensAt: Date;
  closesAt: Date;
  startsAt: Date;
  endsAt: Date;
}

/**
 * When a round opened now closes, starts and ends: starts fall on the league's cycle (epoch-aligned), the first
 * one whose close (15 s before) is still ahead is taken; the event plays for a minute.
 * @example virtualRoundTimes(new Date('2026-01-01T00:00:05Z'), 180).startsAt // 2026-01-01T00:03:00Z
 */
export function virtualRoundTimes(now: Date, cycleSeconds: number): VirtualRoundTimes {
  const period = cycleSeconds * 1000;
  const close = VIRTUAL_SCHEDULE.closeSeconds * 1000;
  const at = now.getTime();
  let starts = Math.floor(at / period) * period + period;
  if (starts - close <= at) starts += period;
  return {
    opensAt: now,
    closesAt: new Date(starts - close),
    startsAt: new Date(starts),
    endsAt: new Date(starts + VIRTUAL_SCHEDULE.playSeconds * 1000),
  };
}
