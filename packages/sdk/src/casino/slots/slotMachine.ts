/** Every kbet slot is 5 reels by 3 visible rows. */
export const SLOT_REELS = 5;
export const SLOT_ROWS = 3;

/**
 * A slot machine: its reel strips, paylines and paytable. A line pays for the run of one symbol from the
 * leftmost reel (3, 4 or 5 in a row) at paytable[symbol][run − 3] times the line bet; the total bet is the line
 * bet times the number of lines.
 */
export interface SlotMachine {
  /** The game code (casino_games.code). */
  readonly id: string;
  readonly name: string;
  /** Five strips, each a cycle of symbols; a stop s shows strip[s], strip[s + 1], strip[s + 2] (wrapping) as rows 0-2. */
  readonly reels: readonly (readonly string[])[];
  /** Each line names the row (0 top, 1 middle, 2 bottom) it reads on each of the five reels. */
  readonly paylines: readonly (readonly number[])[];
  /** Line-bet multipliers for a run of 3, 4 and 5 of a symbol. */
  readonly paytable: Readonly<Record<string, readonly [number, number, number]>>;
  /** The symbols as the game page draws them. */
  readonly faces: Readonly<Record<string, string>>;
}
