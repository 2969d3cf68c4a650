import { describe, expect, it } from 'vitest';
import { defaultHistoryPreset, historyDateRange } from '../historyDateRange';

// 2024-05-31 12:00 in Korea.
const now = Date.UTC(2024, 4, 31, 3);

describe('historyDateRange', () => {
  it('covers the Korean days of each preset, ending today', () => {
    expect(historyDateRange('today', now)).toEqual({ from: '2024-05-31', to: '2024-05-31' });
    expect(historyDateRange('week', now)).toEqual({ from: '2024-05-24', to: '2024-05-31' });
    expect(historyDateRange('days15', now)).toEqual({ from: '2024-05-16', to: '2024-05-31' });
    expect(historyDateRange('month', now)).toEqual({ from: '2024-04-30', to: '2024-05-31' });
    expect(historyDateRange('months3', now)).toEqual({ from: '2024-02-29', to: '2024-05-31' });
  });

  it('reads today in Korean time, whatever the UTC date', () => {
    // 2024-01-01 00:30 in Korea is still 2023-12-31 in UTC.
    expect(historyDateRange('today', Date.UTC(2023, 11, 31, 15, 30))).toEqual({
      from: '2024-01-01',
      to: '2024-01-01',
    });
    expect(historyDateRange('week', Date.UTC(2023, 11, 31, 15, 30)).from).toBe('2023-12-25');
  });

  it('crosses year ends going back by months', () => {
    expect(historyDateRange('months3', Date.UTC(2024, 0, 15, 3)).from).toBe('2023-10-15');
  });
});

describe('defaultHistoryPreset', () => {
  it('opens sports on 1 week and in-play on today', () => {
    expect(defaultHistoryPreset(1)).toBe('week');
    expect(defaultHistoryPreset(2)).toBe('today');
  });
});
