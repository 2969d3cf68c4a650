import { setTimeout as sleep } from 'node:timers/promises';

/** Where the server reads the time and waits on it; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
  /** Resolves once `ms` have passed on this clock. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: async (ms) => {
    await sleep(ms);
  },
};
