import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { kstParts, startOfKstDay } from '../../core/kstParts';
import { KST_OFFSET_MS, requireEpochMs, toEpochMs } from '../../core/toEpochMs';
import { type CancelSlipLeg, canCancelSlip } from '../canCancelSlip';

const MIN = 60_000;

describe('toEpochMs', () => {
  it('passes Dates and finite numbers through', () => {
    expect(toEpochMs(new Date(Date.UTC(2024, 4, 1, 12)))).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs(1_714_564_800_000)).toBe(1_714_564_800_000);
    expect(toEpochMs(Number.NaN)).toBeNaN();
    expect(toEpochMs(Number.POSITIVE_INFINITY)).toBeNaN();
    expect(toEpochMs(new Date('nope'))).toBeNaN();
  });

  it('reads ISO strings with a zone', () => {
    expect(toEpochMs('2024-05-01T12:00:00Z')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs('2024-05-01t12:00:00z')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs('2024-05-01T21:00:00+09:00')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs('2024-05-01T21:00:00+0900')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs('2024-05-01T07:30:00-04:30')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs('2024-05-01T12:00:00.123456Z')).toBe(Date.UTC(2024, 4, 1, 12, 0, 0, 123));
    expect(toEpochMs('2024-05-01T12:00:00.5Z')).toBe(Date.UTC(2024, 4, 1, 12, 0, 0, 500));
  });

  it('reads zone-less strings as Korean time, whatever the machine zone', () => {
    expect(toEpochMs('2024-05-01 21:00')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(toEpochMs('2024-05-01 21:00:30')).toBe(Date.UTC(2024, 4, 1, 12, 0, 30));
    expect(toEpochMs('2024-05-01')).toBe(Date.UTC(2024, 3, 30, 15));
    expect(toEpochMs(' 2024-05-01T00:00:00 ')).toBe(Date.UTC(2024, 3, 30, 15));
  });

  it('refuses impossible dates and junk instead of rolling them over', () => {
    for (const bad of [
      '2024-02-30',
      '2023-02-29 00:00',
      '2024-13-01',
      '2024-05-01 24:00',
      '2024-05-01 12:60',
      '2024-05-01 12:00:60',
      '2024-05-01T12:00:00+15:00',
      '2024-05-01T12:00:00+09:60',
      '2024/05/01 12:00',
      'May 1, 2024',
      '',
    ]) {
      expect(toEpochMs(bad)).toBeNaN();
    }
    expect(toEpochMs('2024-02-29')).toBe(Date.UTC(2024, 1, 28, 15));
  });

  it('requireEpochMs throws on an invalid date', () => {
    expect(requireEpochMs('2024-05-01T12:00:00Z', 'now')).toBe(Date.UTC(2024, 4, 1, 12));
    expect(() => requireEpochMs('nope', 'now')).toThrow('Invalid date for now: nope');
  });

  it('round-trips any instant written in Korean time without a zone', () => {
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1970, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const wall = new Date(ms + KST_OFFSET_MS).toISOString().slice(0, 23);
        expect(toEpochMs(wall)).toBe(ms);
        expect(toEpochMs(wall.replace('T', ' '))).toBe(ms);
      }),
    );
  });
});

describe('kstParts and startOfKstDay', () => {
  it('shifts to UTC+9 across the date line', () => {
    expect(kstParts(Date.UTC(2024, 0, 1, 15, 30))).toEqual({ year: 2024, month: 1, day: 2, minuteOfDay: 30 });
    expect(kstParts(Date.UTC(2023, 11, 31, 14, 59))).toEqual({
      year: 2023,
      month: 12,
      day: 31,
      minuteOfDay: 1439,
    });
    expect(kstParts(Date.UTC(2023, 11, 31, 15, 0))).toEqual({ year: 2024, month: 1, day: 1, minuteOfDay: 0 });
    expect(startOfKstDay(Date.UTC(2024, 0, 1, 15, 30))).toBe(Date.UTC(2024, 0, 1, 15, 0));
    expect(startOfKstDay(Date.UTC(2024, 0, 1, 14, 59))).toBe(Date.UTC(2023, 11, 31, 15, 0));
  });

  it('agrees with the IANA Asia/Seoul zone', () => {
    const seoul = new Intl.DateTimeFormat('en-US', {
      timeZone: 'Asia/Seoul',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    fc.assert(
      fc.property(fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 0, 1) }), (ms) => {
        const part = (type: string) => Number(seoul.formatToParts(ms).find((p) => p.type === type)?.value);
        expect(kstParts(ms)).toEqual({
          year: part('year'),
          month: part('month'),
          day: part('day'),
          minuteOfDay: part('hour') * 60 + part('minute'),
        });
        const start = startOfKstDay(ms);
        expect(kstParts(start).minuteOfDay).toBe(0);
        expect(ms - start).toBeGreaterThanOrEqual(0);
        expect(ms - start).toBeLessThan(86_400_000);
      }),
    );
  });
});

describe('canCancelSlip', () => {
  const placedAt = Date.UTC(2024, 4, 1, 12, 0);
  const kickOff = Date.UTC(2024, 4, 1, 15, 0);
  const CLOSED = {
    ok: false,
    code: 'CANCEL_WINDOW',
    message: '베팅 후 10분 이내, 경기 시작 10분 전까지만 취소 가능합니다.',
  };
  const at = (now: number, legs: CancelSlipLeg[] = [{ startsAt: kickOff }]) =>
    canCancelSlip({ placedAt, legs, now });

  it('is open for 10 minutes after placing, both ends inclusive', () => {
    expect(at(placedAt)).toEqual({ ok: true });
    expect(at(placedAt + 10 * MIN)).toEqual({ ok: true });
    expect(at(placedAt + 10 * MIN + 1)).toEqual(CLOSED);
    // A client clock behind the server's: counts as just placed.
    expect(at(placedAt - 5 * MIN)).toEqual({ ok: true });
  });

  it('closes 10 minutes before the earliest non-bonus game (exactly 10:00 before still open)', () => {
    const soon = Date.UTC(2024, 4, 1, 12, 15);
    const legs = [{ startsAt: kickOff }, { startsAt: soon }];
    expect(at(soon - 10 * MIN, legs)).toEqual({ ok: true });
    expect(at(soon - 10 * MIN + 1, legs)).toEqual(CLOSED);
    expect(at(placedAt + MIN, [{ startsAt: placedAt }])).toEqual(CLOSED);
  });

  it('ignores the bonus leg', () => {
    const legs = [{ startsAt: placedAt, isBonus: true }, { startsAt: kickOff }];
    expect(at(placedAt + MIN, legs)).toEqual({ ok: true });
    expect(at(placedAt + MIN, [{ startsAt: 'not a date', isBonus: true }])).toEqual({ ok: true });
  });

  it('takes Dates, epoch ms and strings (zone-less strings are Korean time)', () => {
    expect(
      canCancelSlip({
        placedAt: '2024-05-01 21:00:00',
        legs: [{ startsAt: new Date(kickOff) }],
        now: '2024-05-01T12:05:00Z',
      }),
    ).toEqual({ ok: true });
    expect(
      canCancelSlip({
        placedAt: '2024-05-01T12:00:00Z',
        legs: [{ startsAt: '2024-05-01 21:14:59' }],
        now: placedAt + 5 * MIN,
      }),
    ).toEqual(CLOSED);
  });

  it('refuses when a date cannot be read', () => {
    expect(canCancelSlip({ placedAt: 'garbage', legs: [{ startsAt: kickOff }], now: placedAt })).toEqual(
      CLOSED,
    );
    expect(at(placedAt, [{ startsAt: '2024-02-30' }])).toEqual(CLOSED);
    expect(canCancelSlip({ placedAt, legs: [{ startsAt: kickOff }], now: Number.NaN })).toEqual(CLOSED);
  });

  it('is open exactly when both windows hold', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -20 * MIN, max: 40 * MIN }),
        fc.array(
          fc.record({ offset: fc.integer({ min: -60 * MIN, max: 120 * MIN }), isBonus: fc.boolean() }),
        ),
        (sincePlaced, legs) => {
          const now = placedAt + sincePlaced;
          const result = canCancelSlip({
            placedAt,
            now,
            legs: legs.map((leg) => ({ startsAt: now + leg.offset, isBonus: leg.isBonus })),
          });
          const open = sincePlaced <= 10 * MIN && legs.every((leg) => leg.isBonus || leg.offset >= 10 * MIN);
          expect(result.ok).toBe(open);
        },
      ),
    );
  });
});
