/**
 * Thrown by the first pass of an in-play bet: the transaction rolls back (nothing written, the
 * idempotency key released), the caller waits `ms` and places the bet again, re-checked (spec §4
 * liveBettingTime). Waiting outside the transaction holds no connection or lock.
 */
export class LiveBetWait extends Error {
  override readonly name = 'LiveBetWait';
  readonly ms: number;

  constructor(ms: number) {
    super(`in-play bet waits ${ms} ms`);
    this.ms = ms;
  }
}

/**
 * Whether a value is a LiveBetWait.
 * @example isLiveBetWait(error) && error.ms > 0
 */
export const isLiveBetWait = (value: unknown): value is LiveBetWait => value instanceof LiveBetWait;
