import type { DownlineBet, DownlineCasinoBet } from '@kbet/sdk';
import type { DownlineBetRow, DownlineCasinoBetRow } from '../../repositories/downlineRecordsRepository';

const iso = (at: Date | null) => (at === null ? null : at.toISOString());

/**
 * A downline member's bet slip as the partner area shows it: no IP address, no balance, no personal data.
 * @example rows.map(downlineBetView)
 */
export const downlineBetView = (row: DownlineBetRow): DownlineBet => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  settledAt: iso(row.settledAt),
  cancelAt: iso(row.cancelAt),
});

/**
 * A downline member's casino or slot record as the partner area shows it.
 * @example rows.map(casinoBetView)
 */
export const casinoBetView = (row: DownlineCasinoBetRow): DownlineCasinoBet => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  processedAt: iso(row.processedAt),
  cancelAt: iso(row.cancelAt),
});
