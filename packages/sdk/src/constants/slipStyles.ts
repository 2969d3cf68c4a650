/** Slip style codes sent as `gameStyle` (spec §9): European, Korean and event folders. */
export const SLIP_STYLES = ['EU', 'KR', 'EV'] as const;

export type SlipStyle = (typeof SLIP_STYLES)[number];

/**
 * Whether a value is one of the slip style codes.
 * @example isSlipStyle('KR') // true
 */
export const isSlipStyle = (value: unknown): value is SlipStyle =>
  typeof value === 'string' && (SLIP_STYLES as readonly string[]).includes(value);
