import { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_MONTH_OPTIONS, TIMEOUT_DAY_OPTIONS } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import { exclusionLabel, intervalLabel, timeoutLabel } from '../periodLabels';

describe('period labels', () => {
  it('name every offered time-out, exclusion and interval', () => {
    expect(TIMEOUT_DAY_OPTIONS.map(timeoutLabel)).toEqual(['24시간', '3일', '1주', '2주', '4주', '6주']);
    expect(SELF_EXCLUSION_MONTH_OPTIONS.map(exclusionLabel)).toEqual(['6개월', '1년', '5년']);
    expect(REALITY_CHECK_INTERVALS.map(intervalLabel)).toEqual(['15분', '30분', '1시간', '2시간']);
  });
});
