import { reduceFraction } from '../../minigame/reduceFraction';
import type { Fraction } from '../../odds/legFactor';
import { payOf } from './evaluateSlot';
import type { SlotMachine } from './slotMachine';

/** How often each symbol stands on one reel's strip. */
const symbolCounts = (strip: readonly string[]): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  return counts;
};

/**
 * The machine's exact return to player, as a fraction in lowest terms: every combination of the symbols one
 * line can read (one per reel, weighted by how many stops show it) is enumerated and paid. Each reel's stop is
 * uniform, so every line reads each reel's symbols with the strip's frequencies: every line returns the same,
 * and a spin of n lines at n × line bet returns the one line's expectation.
 * @example slotRtp(SLOT_FRUITS) // { num: 495135n, den: 524288n }
 */
export function slotRtp(machine: SlotMachine): Fraction {
  const reels = machine.reels.map((strip) => [...symbolCounts(strip)]);
  let num = 0n;
  let den = 1n;
  for (const strip of machine.reels) den *= BigInt(strip.length);
  // Iterative odometer over one symbol per reel: no recursion, linear in the number of combinations.
  const at = reels.map(() => 0);
  for (;;) {
    const picked = reels.map((symbols, reel) => symbols[at[reel] as number] as [string, number]);
    const first = picked[0]?.[0] as string;
    let count = 1;
    while (count < picked.length && picked[count]?.[0] === first) count += 1;
    const pay = payOf(machine, first, count);
    if (pay > 0) num += BigInt(pay) * picked.reduce((ways, [, n]) => ways * BigInt(n), 1n);
    let reel = reels.length - 1;
    while (reel >= 0 && (at[reel] as number) === (reels[reel]?.length as number) - 1) {
      at[reel] = 0;
      reel -= 1;
    }
    if (reel < 0) break;
    at[reel] = (at[reel] as number) + 1;
  }
  return reduceFraction({ num, den });
}
