import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHashChain, chainSeed, verifyChainLink } from '../hashChain';

const TERMINAL = '5a'.repeat(32);
const sha = (hex: string) => createHash('sha256').update(Buffer.from(hex, 'hex')).digest('hex');

/** Every seed of the chain, hashed down one by one from x[N] (the reference). */
const fullChain = (terminal: string, length: number) => {
  const seeds = [terminal];
  for (let i = 0; i < length; i += 1) seeds.unshift(sha(seeds[0] as string));
  return seeds;
};

describe('hash chain', () => {
  it('commits to x[0] and recomputes every x[k] from its checkpoints', () => {
    const reference = fullChain(TERMINAL, 25);
    const chain = buildHashChain({ terminal: TERMINAL, length: 25, interval: 4 });
    expect(chain.commitment).toBe(reference[0]);
    expect(chain.checkpoints).toHaveLength(7);
    for (let k = 0; k <= 25; k += 1) expect(chainSeed(chain, k)).toBe(reference[k]);
  });

  it('links each seed to the one before: SHA-256(x[k]) = x[k-1]', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 9 }), (length, interval) => {
        const chain = buildHashChain({ terminal: TERMINAL, length, interval });
        for (let k = 1; k <= length; k += 1) {
          if (!verifyChainLink(chainSeed(chain, k), chainSeed(chain, k - 1))) return false;
        }
        return chainSeed(chain, length) === TERMINAL;
      }),
      { seed: 8, numRuns: 30 },
    );
  });

  it('uses a default checkpoint interval of 1,000', () => {
    const chain = buildHashChain({ terminal: TERMINAL, length: 2500 });
    expect(chain.interval).toBe(1000);
    expect(chain.checkpoints).toHaveLength(3);
    expect(chain.checkpoints[2]).toBe(TERMINAL);
  });

  it('rejects a seed that is not the preimage, and malformed hex, without throwing', () => {
    const chain = buildHashChain({ terminal: TERMINAL, length: 3, interval: 2 });
    const x1 = chainSeed(chain, 1);
    expect(verifyChainLink(x1, chain.commitment)).toBe(true);
    expect(verifyChainLink(x1.toUpperCase(), chain.commitment.toUpperCase())).toBe(true);
    expect(verifyChainLink(chainSeed(chain, 2), chain.commitment)).toBe(false);
    expect(verifyChainLink('zz', chain.commitment)).toBe(false);
    expect(verifyChainLink(x1, 'nope')).toBe(false);
  });

  it.each([[{ length: 0 }], [{ length: 1.5 }], [{ interval: 0 }]])('refuses a chain shaped %o', (patch) => {
    expect(() => buildHashChain({ terminal: TERMINAL, length: 3, ...patch })).toThrow(RangeError);
  });

  it('refuses a terminal seed that is not 32 bytes of hex, and a round outside the chain', () => {
    expect(() => buildHashChain({ terminal: 'ab', length: 3 })).toThrow(
      expect.objectContaining({ code: 'INVALID_DRAW_INPUT' }),
    );
    const chain = buildHashChain({ terminal: TERMINAL, length: 3 });
    expect(() => chainSeed(chain, 4)).toThrow(RangeError);
    expect(() => chainSeed(chain, -1)).toThrow(RangeError);
  });
});
