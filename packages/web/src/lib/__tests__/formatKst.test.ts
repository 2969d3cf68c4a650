import { describe, expect, it } from 'vitest';
import { formatKst } from '../formatKst';

describe('formatKst', () => {
  const instant = '2025-12-31T15:04:05.000Z'; // 2026-01-01 00:04:05 in Korea

  it('shows Korean time whatever the zone, in each format', () => {
    expect(formatKst(instant)).toBe('2026-01-01 00:04');
    expect(formatKst(instant, 'date')).toBe('2026-01-01');
    expect(formatKst(instant, 'short')).toBe('26.01.01');
    expect(formatKst(instant, 'time')).toBe('00:04:05');
    expect(formatKst(instant, 'clock')).toBe('2026-01-01 00:04:05');
  });

  it('takes epoch milliseconds and dates, and gives nothing for junk', () => {
    expect(formatKst(Date.parse(instant), 'clock')).toBe('2026-01-01 00:04:05');
    expect(formatKst(new Date(instant), 'date')).toBe('2026-01-01');
    expect(formatKst('not a date')).toBe('');
  });
});
