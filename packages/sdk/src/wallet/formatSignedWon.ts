import { formatWon } from '../validation/formatWon';

/**
 * Whole won with thousands separators and a sign for gains: '+12,000', '-5,000', '0'.
 * @example formatSignedWon(12000) // '+12,000'
 */
export const formatSignedWon = (won: number): string => `${won > 0 ? '+' : ''}${formatWon(won)}`;
