import { describe, expect, it } from 'vitest';
import { transactionRange } from '../transactionRange';

describe('transactionRange', () => {
  // 2025-03-10 00:30 KST is still 2025-03-09 in UTC: the days must be Korean ones.
  const now = Date.parse('2025-03-09T15:30:00Z');

  it('counts Korean calendar days, today included', () => {
    expect(transactionRange('week', now)).toEqual({ from: '2025-03-04', to: '2025-03-10' });
    expect(transactionRange('month', now)).toEqual({ from: '2025-02-09', to: '2025-03-10' });
    expect(transactionRange('quarter', now)).toEqual({ from: '2024-12-10', to: '2025-03-10' });
  });
});
