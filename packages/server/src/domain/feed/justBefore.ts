/**
 * The instant 1 ms before `ms`. The feed's times are whole milliseconds, so "after start - 1 ms" is "from
 * start" and "up to end - 1 ms" is "before end".
 * @example listing.fixtures({ startsAfter: justBefore(bounds.start), … })
 */
export const justBefore = (ms: number): Date => new Date(ms - 1);
