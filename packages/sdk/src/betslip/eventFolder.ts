import type { SlipStyle } from '../constants/slipStyles';
import { fail, ok, type ValidationResult } from '../core/result';
import { BET_EVENT_ONLY } from '../i18n/ko';
import type { SlipSelection } from './betSlip';

/**
 * kbet's own market ids of the event folders (spec §2, §9: game style EV, detail type 999, event max bet
 * 5,001): an event copy of the match winner, 9001 with a draw (as 1X2), 9052 without (as 12).
 */
export const EVENT_MARKET_IDS: readonly number[] = [9001, 9052];

/**
 * Whether the selection is an event-folder pick.
 * @example isEventSelection({ marketId: 9001 }) // true
 */
export const isEventSelection = (selection: Pick<SlipSelection, 'marketId'>): boolean =>
  EVENT_MARKET_IDS.includes(selection.marketId);

/**
 * Event picks go only into an event (EV) slip, and an event slip takes only event picks, so the event
 * maximum bet cannot be escaped by sending an event pick as a European or Korean folder (BET_EVENT_ONLY).
 * @example validateEventFolder('EU', { marketId: 9001 }).ok // false
 */
export function validateEventFolder(
  style: SlipStyle,
  selection: Pick<SlipSelection, 'marketId'>,
): ValidationResult<SlipStyle> {
  return (style === 'EV') === isEventSelection(selection)
    ? ok(style)
    : fail('BET_EVENT_ONLY', BET_EVENT_ONLY);
}
