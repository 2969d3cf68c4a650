import { MINIGAME_GAMES } from '@kbet/sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { closeSecondsFor, nextRoundTimes } from '../src/domain/minigame/nextRoundTimes';

describe('nextRoundTimes', () => {
  it('draws on the next period boundary that leaves a betting window, closing closeSeconds before it', () => {
    const roundSeconds = fc.constantFrom(...MINIGAME_GAMES.map((g) => g.roundSeconds));
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        roundSeconds,
        fc.integer({ min: 1, max: 120 }),
        (at, seconds, configured) => {
          const close = closeSecondsFor(seconds, configured);
          const { opensAt, closesAt, drawsAt } = nextRoundTimes(new Date(at), seconds, close);
          const period = seconds * 1000;
          expect(opensAt.getTime()).toBe(at);
          expect(drawsAt.getTime() % period).toBe(0);
          expect(drawsAt.getTime() - closesAt.getTime()).toBe(close * 1000);
          expect(closesAt.getTime()).toBeGreaterThan(at);
          // Never a whole period later than needed: the boundary before it left no window.
          expect(drawsAt.getTime() - period - close * 1000).toBeLessThanOrEqual(at);
          expect(close).toBeLessThanOrEqual(Math.max(1, Math.floor(seconds / 3)));
        },
      ),
    );
  });

  it('gives a 30 s game drawing at :30 a close at :20 with the default 10 s', () => {
    const times = nextRoundTimes(new Date('2026-01-01T00:00:05Z'), 30, closeSecondsFor(30, 10));
    expect([times.closesAt.toISOString(), times.drawsAt.toISOString()]).toEqual([
      '2026-01-01T00:00:20.000Z',
      '2026-01-01T00:00:30.000Z',
    ]);
  });
});
