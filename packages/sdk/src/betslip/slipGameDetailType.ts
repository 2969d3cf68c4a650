import { gameDetailType } from '../constants/gameDetailType';
import type { BetSlip } from './betSlip';
import { isBonusSelection } from './bonusRule';

/**
 * The slip's gameDetailType (spec §9). The bonus item is not a folder, so it does not count; an empty slip
 * counts as one folder.
 * @example slipGameDetailType(euSlipWithThreeGames) // 93
 */
export const slipGameDetailType = (slip: BetSlip): number =>
  gameDetailType(slip.style, Math.max(1, slip.selections.filter((s) => !isBonusSelection(s)).length));
