import { describe, expect, it } from 'vitest';
import { memberStatusName } from '../memberStatus';

describe('memberStatusName', () => {
  it('names every stored status in Korean', () => {
    expect(['pending', 'active', 'rejected', 'banned'].map(memberStatusName)).toEqual([
      '승인대기',
      '정상',
      '가입거절',
      '이용정지',
    ]);
  });

  it('shows an unknown status as it is, and never an inherited property', () => {
    expect(memberStatusName('frozen')).toBe('frozen');
    expect(memberStatusName('toString')).toBe('toString');
  });
});
