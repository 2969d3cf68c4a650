import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { isSeedHex, seedBytes } from './seedBytes';
import { sha256Hex } from './sha256Hex';

/**
 * A game's committed seed chain: x[i-1] = SHA-256(x[i]) from the secret x[N] down to the published x[0].
 * Only checkpoints are kept (every `interval`-th seed and x[N]), so any x[k] is recomputed in at most
 * `interval` hashes. The server keeps this object secret; only `commitment` is published.
 */
export interface HashChain {
  /** x[0], published with the salt before the first round. */
  readonly commitment: string;
  /** N: round k (1 ≤ k ≤ N) uses seed x[k]. */
  readonly length: number;
  readonly interval: number;
  /** checkpoints[i] = x[min(i × interval, N)] for i = 1 … ceil(N / interval). */
  readonly checkpoints: readonly string[];
}

/** What builds a chain: the secret terminal seed x[N] and N. */
export interface BuildHashChainParams {
  /** x[N], 32 random bytes from the operator's CSPRNG, as 64 hex digits. */
  readonly terminal: string;
  readonly length: number;
  /** Distance between kept seeds; defaults to 1,000 (525,600 rounds keep 526 seeds). */
  readonly interval?: number;
}

const DEFAULT_INTERVAL = 1000;

function hashDown(from: Uint8Array, steps: number): Uint8Array {
  let x = from;
  for (let i = 0; i < steps; i += 1) x = sha256(x);
  return x;
}

function checkCount(value: number, field: string, max: number): void {
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new RangeError(`${field} must be an integer in [1, ${max}], got ${value}`);
  }
}

/**
 * Builds a chain from x[N]: hashes down to x[0], keeping checkpoints.
 * @example buildHashChain({ terminal: xN, length: 525_600 }).commitment // x[0], to publish
 */
export function buildHashChain({
  terminal,
  length,
  interval = DEFAULT_INTERVAL,
}: BuildHashChainParams): HashChain {
  checkCount(length, 'length', Number.MAX_SAFE_INTEGER);
  checkCount(interval, 'interval', Number.MAX_SAFE_INTEGER);
  const count = Math.ceil(length / interval);
  const checkpoints = new Array<string>(count);
  let x = seedBytes(terminal, 'terminal');
  let index = length;
  for (let i = count; i >= 1; i -= 1) {
    const target = (i - 1) * interval;
    checkpoints[i - 1] = bytesToHex(x);
    x = hashDown(x, index - target);
    index = target;
  }
  return { commitment: bytesToHex(x), length, interval, checkpoints };
}

/**
 * Recomputes x[k] (0 ≤ k ≤ N) from the nearest checkpoint at or above it.
 * @example chainSeed(chain, 1) // the seed of round 1; sha256Hex(it) === chain.commitment
 */
export function chainSeed(chain: HashChain, k: number): string {
  if (!Number.isSafeInteger(k) || k < 0 || k > chain.length) {
    throw new RangeError(`chainSeed: k must be an integer in [0, ${chain.length}], got ${k}`);
  }
  if (k === 0) return chain.commitment;
  const i = Math.ceil(k / chain.interval);
  const at = Math.min(i * chain.interval, chain.length);
  const checkpoint = seedBytes(chain.checkpoints[i - 1] ?? '', 'checkpoint');
  return bytesToHex(hashDown(checkpoint, at - k));
}

/**
 * Whether a revealed seed is the preimage of the commitment before it: SHA-256(x[k]) == x[k-1].
 * Malformed hex is simply not a valid link.
 * @example verifyChainLink(chainSeed(chain, 1), chain.commitment) // true
 */
export function verifyChainLink(seed: string, previous: string): boolean {
  return isSeedHex(seed) && isSeedHex(previous) && sha256Hex(seed) === previous.toLowerCase();
}
