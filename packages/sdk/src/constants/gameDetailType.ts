import type { SlipStyle } from './slipStyles';

/** `gameDetailType` codes by slip style, for 1, 2 and 3+ selections (spec §9); event slips use one code. */
export const GAME_DETAIL_TYPES = {
  EU: [91, 92, 93],
  KR: [94, 95, 96],
  EV: [999],
} as const satisfies Readonly<Record<SlipStyle, readonly number[]>>;

/**
 * The `gameDetailType` of a bet request: style plus selection count, 3 or more sharing one code.
 * Throws a RangeError for a count below 1, which no valid slip has.
 * @example gameDetailType('KR', 4) // 96
 */
export function gameDetailType(style: SlipStyle, selectionCount: number): number {
  if (!Number.isInteger(selectionCount) || selectionCount < 1) {
    throw new RangeError(`selectionCount must be a positive integer, got ${selectionCount}`);
  }
  const codes: readonly number[] = GAME_DETAIL_TYPES[style];
  return codes[Math.min(selectionCount, codes.length) - 1] as number;
}
