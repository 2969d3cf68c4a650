import { LIVE_RETRY_BASE_MS, LIVE_RETRY_MAX_MS } from './liveTiming';

export interface BackoffOptions {
  baseMs?: number;
  maxMs?: number;
}

/**
 * The wait before reconnect attempt `attempt` (0-based): exponential, capped, with equal jitter (half fixed,
 * half random) so that clients dropped together do not all come back in the same instant.
 * @example backoffDelay(2, {}, () => 0.5) // 3000: cap 4000, half of it plus 0.5 × the other half
 */
export function backoffDelay(
  attempt: number,
  options: BackoffOptions = {},
  random: () => number = Math.random,
): number {
  const cap = Math.min(
    options.maxMs ?? LIVE_RETRY_MAX_MS,
    (options.baseMs ?? LIVE_RETRY_BASE_MS) * 2 ** attempt,
  );
  return Math.round(cap / 2 + (random() * cap) / 2);
}
