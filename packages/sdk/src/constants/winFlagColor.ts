import type { StatusColor } from './statusColor';
import { WIN_FLAG } from './winFlag';

/**
 * The status colour of a win flag (spec §4): 1 or -1 red, 2 green, 3 yellow, 4 or 5 black, else grey.
 * @example winFlagColor(-1) // 'red'
 */
export function winFlagColor(flag: number): StatusColor {
  switch (flag) {
    case WIN_FLAG.LOST:
    case WIN_FLAG.CANCELLED:
      return 'red';
    case WIN_FLAG.WON:
      return 'green';
    case WIN_FLAG.SPECIAL_HIT:
      return 'yellow';
    case WIN_FLAG.HALF_LOST:
    case WIN_FLAG.HALF_WON:
      return 'black';
    default:
      return 'grey';
  }
}
