import { describe, expect, it } from 'vitest';
import {
  CHARGE_STATUS,
  CHARGE_STATUS_ERROR_LABEL,
  CHARGE_STATUS_LABELS,
  chargeStatusColor,
  chargeStatusLabel,
} from '../chargeStatus';

describe('charge statuses', () => {
  it('are 0 processing, 1 done, 2 cancelled with Korean labels', () => {
    expect(CHARGE_STATUS).toEqual({ PROCESSING: 0, DONE: 1, CANCELLED: 2 });
    expect(CHARGE_STATUS_LABELS).toEqual({ 0: '처리중', 1: '완료', 2: '취소' });
    expect(CHARGE_STATUS_ERROR_LABEL).toBe('오류');
  });

  it.each([
    [0, '처리중', 'red'],
    [1, '완료', 'blue'],
    [2, '취소', 'grey'],
    [3, '오류', 'grey'],
    [-1, '오류', 'grey'],
  ])('status %i reads %s in %s', (status, label, color) => {
    expect(chargeStatusLabel(status)).toBe(label);
    expect(chargeStatusColor(status)).toBe(color);
  });
});
