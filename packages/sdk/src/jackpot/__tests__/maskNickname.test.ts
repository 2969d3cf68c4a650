import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskNickname } from '../maskNickname';

describe('maskNickname', () => {
  it('keeps the first character and masks the rest', () => {
    expect(maskNickname('회원01')).toBe('회***');
    expect(maskNickname('김')).toBe('김*');
    expect(maskNickname('😀abc')).toBe('😀***');
    expect(maskNickname('아주긴닉네임입니다')).toBe('아****');
  });

  it('never shows more than the first character', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }), (nickname) => {
        const masked = Array.from(maskNickname(nickname));
        expect(masked.slice(1).every((c) => c === '*')).toBe(true);
        expect(masked.length).toBeLessThanOrEqual(5);
      }),
    );
  });
});
