import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../fairness/createDrawStream';
import { drawSlotStops, evaluateSlot } from '../slots/evaluateSlot';
import { SLOT_FRUITS, SLOT_GEMS, SLOT_MACHINES } from '../slots/slotMachines';
import { slotRtp } from '../slots/slotRtp';

const stopsOf = (machine: (typeof SLOT_MACHINES)[number]) =>
  fc.tuple(...machine.reels.map((strip) => fc.integer({ min: 0, max: strip.length - 1 })));

describe('slot machines', () => {
  it('have the documented exact RTP, each below 100 %', () => {
    expect(slotRtp(SLOT_FRUITS)).toEqual({ num: 495_135n, den: 524_288n });
    expect(slotRtp(SLOT_GEMS)).toEqual({ num: 3_053_353n, den: 3_200_000n });
    for (const machine of SLOT_MACHINES) {
      const { num, den } = slotRtp(machine);
      expect(num < den).toBe(true);
      expect(num * 10n > den * 9n).toBe(true);
    }
  });

  it('the RTP equals the average of every spin of every stop combination (16^5 spins of 프루츠 5)', () => {
    const [strip] = SLOT_FRUITS.reels;
    const length = strip?.length ?? 0;
    let paid = 0;
    const stops = [0, 0, 0, 0, 0];
    // Odometer over all stops, iterative.
    for (let i = 0; i < length ** 5; i += 1) {
      let rest = i;
      for (let reel = 4; reel >= 0; reel -= 1) {
        stops[reel] = rest % length;
        rest = Math.floor(rest / length);
      }
      paid += evaluateSlot(SLOT_FRUITS, stops).multiplier;
    }
    const lines = SLOT_FRUITS.paylines.length;
    const { num, den } = slotRtp(SLOT_FRUITS);
    expect(BigInt(paid) * den).toBe(num * BigInt(length ** 5 * lines));
    // A million spins of plain CPU work: seconds on a machine other jobs share, so a generous bound.
  }, 120_000);

  it('pays the leftmost run of a line from the paytable', () => {
    const spin = evaluateSlot(SLOT_FRUITS, [15, 15, 15, 0, 0]);
    expect(spin.window[0]).toEqual(['7', '7', '7', 'C', 'C']);
    expect(spin.wins).toContainEqual({ line: 1, symbol: '7', count: 3, multiplier: 120 });
    expect(spin.multiplier).toBe(spin.wins.reduce((sum, win) => sum + win.multiplier, 0));
  });

  it('every spin: the window comes from the strips and each win is a paying run of 3-5', () => {
    for (const machine of SLOT_MACHINES) {
      fc.assert(
        fc.property(stopsOf(machine), (stops) => {
          const spin = evaluateSlot(machine, stops);
          for (const [reel, strip] of machine.reels.entries())
            expect(strip[stops[reel] as number]).toBe(spin.window[0]?.[reel]);
          for (const win of spin.wins) {
            expect(win.count).toBeGreaterThanOrEqual(3);
            expect(win.multiplier).toBe(machine.paytable[win.symbol]?.[win.count - 3]);
          }
        }),
      );
    }
  });

  it('draws stops from the round stream, the same for the same seed', () => {
    const stream = () =>
      createDrawStream({ seed: 'ab'.repeat(32), gameId: 'slot-gems', roundNo: 1, salt: '00'.repeat(32) });
    const stops = drawSlotStops(stream(), SLOT_GEMS);
    expect(drawSlotStops(stream(), SLOT_GEMS)).toEqual(stops);
    for (const [reel, stop] of stops.entries()) expect(stop).toBeLessThan(SLOT_GEMS.reels[reel]?.length ?? 0);
  });
});
