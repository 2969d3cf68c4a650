import type { DrawStream } from '../../fairness/createDrawStream';
import { randomInt } from '../../fairness/randomInt';
import { SLOT_ROWS, type SlotMachine } from './slotMachine';

/** One paying line of a spin. */
export interface SlotLineWin {
  /** The payline's index in machine.paylines. */
  line: number;
  symbol: string;
  /** 3, 4 or 5 in a row from the leftmost reel. */
  count: number;
  /** Times the line bet. */
  multiplier: number;
}

export interface SlotSpinResult {
  stops: number[];
  /** window[row][reel]: the 3 × 5 symbols shown. */
  window: string[][];
  wins: SlotLineWin[];
  /** The sum of the paying lines' multipliers, times the line bet. */
  multiplier: number;
}

/**
 * The reel stops of a spin: one integer per reel in [0, strip length) from the round's draw stream.
 * @example drawSlotStops(stream, SLOT_FRUITS) // e.g. [3, 15, 0, 7, 9]
 */
export const drawSlotStops = (stream: DrawStream, machine: SlotMachine): number[] =>
  machine.reels.map((strip) => randomInt(stream, strip.length));

/** The pay of a run of `symbol` of `count` from the left (0 below 3 or for an unknown symbol). */
export function payOf(machine: SlotMachine, symbol: string, count: number): number {
  if (count < 3) return 0;
  return machine.paytable[symbol]?.[count - 3] ?? 0;
}

/**
 * What the stops show and pay: each line's leftmost run of one symbol, paid from the paytable.
 * @example evaluateSlot(SLOT_FRUITS, [15, 15, 15, 0, 0]).multiplier // 120: 7-7-7 on the top line
 */
export function evaluateSlot(machine: SlotMachine, stops: readonly number[]): SlotSpinResult {
  const window = Array.from({ length: SLOT_ROWS }, (_, row) =>
    machine.reels.map((strip, reel) => strip[((stops[reel] ?? 0) + row) % strip.length] as string),
  );
  const wins: SlotLineWin[] = [];
  for (const [line, rows] of machine.paylines.entries()) {
    const symbols = rows.map((row, reel) => window[row]?.[reel] as string);
    const symbol = symbols[0] as string;
    let count = 1;
    while (count < symbols.length && symbols[count] === symbol) count += 1;
    const multiplier = payOf(machine, symbol, count);
    if (multiplier > 0) wins.push({ line, symbol, count, multiplier });
  }
  return { stops: [...stops], window, wins, multiplier: wins.reduce((sum, win) => sum + win.multiplier, 0) };
}
