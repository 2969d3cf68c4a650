import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLoginStamp, isLoginStampValid, refreshLoginStamp, usesLoginStamp } from '../loginStamp';

const MIN = 60_000;

describe('login stamp (spec §4)', () => {
  it('lasts 30 minutes from login', () => {
    expect(createLoginStamp(1_000)).toEqual({ expiresAt: 1_000 + 30 * MIN });
  });

  it('is valid until, not at, its expiry', () => {
    const stamp = createLoginStamp(0);
    expect(isLoginStampValid(stamp, 0)).toBe(true);
    expect(isLoginStampValid(stamp, 30 * MIN - 1)).toBe(true);
    expect(isLoginStampValid(stamp, 30 * MIN)).toBe(false);
    expect(isLoginStampValid(stamp, 31 * MIN)).toBe(false);
  });

  it('a missing stamp is never valid', () => {
    expect(isLoginStampValid(null, 0)).toBe(false);
    expect(isLoginStampValid(undefined, 0)).toBe(false);
  });

  it('refresh extends a valid stamp to 30 minutes from now', () => {
    expect(refreshLoginStamp({ expiresAt: 30 * MIN }, 20 * MIN)).toEqual({ expiresAt: 50 * MIN });
  });

  it('refresh does not revive an expired or missing stamp', () => {
    expect(refreshLoginStamp({ expiresAt: 30 * MIN }, 30 * MIN)).toBeNull();
    expect(refreshLoginStamp(null, 0)).toBeNull();
    expect(refreshLoginStamp(undefined, 0)).toBeNull();
  });

  it('a refreshed stamp is valid for exactly 30 more minutes', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 30 * MIN - 1 }),
        (login, later) => {
          const refreshed = refreshLoginStamp(createLoginStamp(login), login + later);
          expect(refreshed).toEqual({ expiresAt: login + later + 30 * MIN });
        },
      ),
    );
  });

  it('only type 0 members keep a stamp', () => {
    expect(usesLoginStamp({ type: 0 })).toBe(true);
    expect(usesLoginStamp({ type: 1 })).toBe(false);
    expect(usesLoginStamp({ type: 2 })).toBe(false);
  });
});
