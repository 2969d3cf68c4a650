import { describe, expect, it } from 'vitest';
import { quickLabel } from '../quickLabel';

describe('quickLabel', () => {
  it.each([
    [10_000, '', '+1만'],
    [50_000, '', '+5만'],
    [1_000_000, '', '+100만'],
    [10_000_000, '', '+1,000만'],
    [15_000, '', '+15,000'],
    [3, '코인', '+3코인'],
    [100, '코인', '+100코인'],
  ])('%i reads %s', (amount, unit, expected) => {
    expect(quickLabel(amount, unit)).toBe(expected);
  });
});
