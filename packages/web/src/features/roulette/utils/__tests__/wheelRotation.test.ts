import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { segmentAt, WHEEL_TURNS, wheelRotation } from '../wheelRotation';

describe('wheelRotation', () => {
  it('turns five times and stops with the segment centre under the pointer', () => {
    expect(wheelRotation(0, 0, 4)).toBe(5 * 360 + 315);
    expect(wheelRotation(0, 3, 4)).toBe(5 * 360 + 45);
    expect(wheelRotation(0, 0, 7)).toBeCloseTo(5 * 360 + 360 - 360 / 14, 5);
  });

  it('continues forward from where the last spin stopped', () => {
    const first = wheelRotation(0, 2, 7);
    const second = wheelRotation(first, 2, 7);
    expect(second - first).toBe(WHEEL_TURNS * 360);
  });

  it('always lands on the asked segment, turning forward at least the whole turns and less than one more', () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 2, max: 12 })
          .chain((segments) =>
            fc.tuple(
              fc.constant(segments),
              fc.integer({ min: 0, max: segments - 1 }),
              fc.integer({ min: 0, max: 100_000 }),
            ),
          ),
        ([segments, segment, previous]) => {
          const next = wheelRotation(previous, segment, segments);
          expect(segmentAt(next, segments)).toBe(segment);
          expect(next - previous).toBeGreaterThanOrEqual(WHEEL_TURNS * 360);
          expect(next - previous).toBeLessThan((WHEEL_TURNS + 1) * 360);
        },
      ),
    );
  });
});
