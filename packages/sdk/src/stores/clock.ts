/** Where the stores read the time, so tests can move it. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

/** The system clock. */
export const systemClock: Clock = { now: () => Date.now() };
