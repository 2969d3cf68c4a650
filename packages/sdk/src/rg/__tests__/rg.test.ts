import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as ko from '../../i18n/ko';
import { activeExclusion } from '../activeExclusion';
import { exclusionMessage } from '../exclusionMessage';
import { nextRealityCheckAt } from '../nextRealityCheckAt';
import { REALITY_CHECK_INTERVALS, SELF_EXCLUSION_MONTH_OPTIONS, TIMEOUT_DAY_OPTIONS } from '../rgOptions';
import { validateDepositLimit } from '../validateDepositLimit';

const MIN = 60_000;
const start = Date.parse('2025-03-01T12:00:00Z');

describe('nextRealityCheckAt', () => {
  it('is the next whole interval since the session began', () => {
    expect(nextRealityCheckAt(start, 30, start)).toBe(start + 30 * MIN);
    expect(nextRealityCheckAt(start, 30, start + 29 * MIN)).toBe(start + 30 * MIN);
    expect(nextRealityCheckAt(start, 30, start + 30 * MIN)).toBe(start + 60 * MIN);
    expect(nextRealityCheckAt(start, 30, start + 45 * MIN)).toBe(start + 60 * MIN);
    expect(nextRealityCheckAt(start, 15, start + 2 * 60 * MIN + 1)).toBe(start + 135 * MIN);
  });

  it('is the first interval when the clock is behind the session start', () => {
    expect(nextRealityCheckAt(start, 60, start - 5 * MIN)).toBe(start + 60 * MIN);
  });

  it('is null when reminders are off', () => {
    expect(nextRealityCheckAt(start, null, start)).toBeNull();
    expect(nextRealityCheckAt(start, 0, start)).toBeNull();
  });

  it('is always ahead of now, by at most one interval, on the session rhythm', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...REALITY_CHECK_INTERVALS),
        fc.integer({ min: 0, max: 30 * 24 * 60 * MIN }),
        (interval, elapsed) => {
          const now = start + elapsed;
          const next = nextRealityCheckAt(start, interval, now) as number;
          expect(next).toBeGreaterThan(now);
          expect(next - now).toBeLessThanOrEqual(interval * MIN);
          expect((next - start) % (interval * MIN)).toBe(0);
        },
      ),
    );
  });
});

describe('exclusionMessage', () => {
  it('names the time-out or the self-exclusion', () => {
    expect(exclusionMessage({ kind: 'timeout' })).toBe(ko.RG_TIMEOUT_ACTIVE);
    expect(exclusionMessage({ kind: 'self_exclusion' })).toBe(ko.RG_SELF_EXCLUDED);
  });
});

describe('activeExclusion', () => {
  const exclusion = { kind: 'timeout' as const, until: '2025-03-08T12:00:00.000Z' };

  it('is the running exclusion until it ends', () => {
    expect(activeExclusion({ exclusion }, '2025-03-08T11:59:59Z')).toBe(exclusion);
    expect(activeExclusion({ exclusion }, '2025-03-08T12:00:00Z')).toBeNull();
  });

  it('is null without a user or an exclusion', () => {
    expect(activeExclusion(null, start)).toBeNull();
    expect(activeExclusion({}, start)).toBeNull();
    expect(activeExclusion({ exclusion: null }, start)).toBeNull();
  });

  it('keeps an exclusion whose end cannot be read', () => {
    const odd = { kind: 'self_exclusion' as const, until: 'soon' };
    expect(activeExclusion({ exclusion: odd }, start)).toBe(odd);
  });
});

describe('validateDepositLimit', () => {
  it('reads blank as no limit', () => {
    expect(validateDepositLimit('')).toEqual({ ok: true, value: null });
    expect(validateDepositLimit('  ')).toEqual({ ok: true, value: null });
    expect(validateDepositLimit(undefined)).toEqual({ ok: true, value: null });
  });

  it('reads whole won with separators, zero included', () => {
    expect(validateDepositLimit('500,000')).toEqual({ ok: true, value: 500_000 });
    expect(validateDepositLimit('0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses what is not whole won', () => {
    expect(validateDepositLimit('1.5')).toEqual({
      ok: false,
      code: 'AMOUNT_NO_DECIMALS',
      message: '원단위는 입력 불가능합니다.',
    });
    expect(validateDepositLimit('abc')).toEqual({
      ok: false,
      code: 'AMOUNT_NUMERIC',
      message: '숫자로 입력해 주세요.',
    });
    expect(validateDepositLimit('-1')).toEqual({
      ok: false,
      code: 'AMOUNT_NEGATIVE',
      message: '0 이상의 금액을 입력해주세요.',
    });
  });
});

describe('options and messages', () => {
  it('offer time-outs of 24 hours to 6 weeks and self-exclusion of at least 6 months', () => {
    expect(TIMEOUT_DAY_OPTIONS).toEqual([1, 3, 7, 14, 28, 42]);
    expect(SELF_EXCLUSION_MONTH_OPTIONS).toEqual([6, 12, 60]);
    expect(REALITY_CHECK_INTERVALS).toEqual([15, 30, 60, 120]);
  });

  it('word the reminder in hours and minutes', () => {
    expect(ko.RG_REALITY_CHECK(45, '-20,000')).toBe(
      '접속한 지 45분이 지났습니다. 이번 접속의 베팅 손익(당첨금 − 베팅금)은 -20,000원입니다.',
    );
    expect(ko.RG_REALITY_CHECK(60, '+5,000')).toBe(
      '접속한 지 1시간이 지났습니다. 이번 접속의 베팅 손익(당첨금 − 베팅금)은 +5,000원입니다.',
    );
    expect(ko.RG_REALITY_CHECK(135, '0')).toBe(
      '접속한 지 2시간 15분이 지났습니다. 이번 접속의 베팅 손익(당첨금 − 베팅금)은 0원입니다.',
    );
    expect(ko.RG_TIMEOUT_CONFIRM('7일')).toBe('7일 동안 타임아웃을 시작하시겠습니까?');
    expect(ko.RG_SELF_EXCLUSION_CONFIRM('6개월')).toBe('6개월 동안 자기 배제를 시작하시겠습니까?');
  });
});
