/** Where the server reads the time for session expiry; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
