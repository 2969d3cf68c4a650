import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../errors/apiError';
import { RateLimitedError } from '../../errors/rateLimitedError';
import { toKbetError } from '../../errors/toKbetError';
import { validateDeposit } from '../../validation/validateDeposit';
import { en } from '../en';
import * as ko from '../ko';
import * as koCatalogue from '../koCatalogue';
import { getLocale, setLocale } from '../setLocale';

afterEach(() => setLocale('ko'));

describe('the message catalogues', () => {
  it('give every Korean entry an English one of the same kind and parameters, and nothing more', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(ko).sort());
    for (const [code, korean] of Object.entries(ko)) {
      const english: unknown = en[code as keyof typeof en];
      expect([code, typeof english]).toEqual([code, typeof korean]);
      if (typeof korean === 'function' && typeof english === 'function') {
        expect([code, english.length]).toEqual([code, korean.length]);
      }
      if (typeof english === 'string') expect([code, english.trim() === '']).toEqual([code, false]);
    }
  });

  it('reads the same Korean catalogue for setLocale as the one it exports', () => {
    expect(koCatalogue).toEqual(ko);
  });

  it('has no Hangul in the English catalogue', () => {
    const texts = Object.values(en).map((entry) =>
      typeof entry === 'string' ? entry : String(Reflect.apply(entry, undefined, ['day', '1', '1'])),
    );
    expect(texts.filter((text) => /[\uAC00-\uD7A3]/.test(text))).toEqual([]);
  });
});

describe('setLocale', () => {
  it('is Korean by default and switches validation and error messages, keeping the codes', () => {
    expect(getLocale()).toBe('ko');
    expect(validateDeposit('5,000', { bonus: 5 })).toMatchObject({
      code: 'DEPOSIT_MIN',
      message: ko.DEPOSIT_MIN,
    });
    setLocale('en');
    expect(getLocale()).toBe('en');
    expect(validateDeposit('5,000', { bonus: 5 })).toMatchObject({
      code: 'DEPOSIT_MIN',
      message: en.DEPOSIT_MIN,
    });
    expect(toKbetError(555, null)).toMatchObject({ code: 'ERR_OTHER_DEVICE', message: en.ERR_OTHER_DEVICE });
    // The server quotes the catalogue under its own code, or under none.
    expect(
      toKbetError(402, { code: 'ERR_INSUFFICIENT_FUNDS', message: ko.ERR_INSUFFICIENT_FUNDS }),
    ).toMatchObject({
      code: 'ERR_INSUFFICIENT_FUNDS',
      message: en.ERR_INSUFFICIENT_FUNDS,
    });
    expect(toKbetError(400, null)).toMatchObject({ code: 'HTTP_400', message: en.ERR_DEFAULT });
    // A server's own wording is passed on as it is.
    expect(new ApiError({ status: 400, code: 'X', data: null, message: '다른 말' }).message).toBe('다른 말');
    expect(new RateLimitedError({ data: { retryAfterSeconds: 90 } }).message).toBe(
      `${en.ERR_TOO_MANY_REQUESTS}\n${en.ERR_RETRY_AFTER(90)}`,
    );
    setLocale('ko');
    expect(toKbetError(555, null).message).toBe(ko.ERR_OTHER_DEVICE);
  });

  it('words waits in English', () => {
    expect([30, 200, 3_600, 3_660].map(en.WAIT_DURATION)).toEqual(['30s', '3m 20s', '1h', '1h 1m']);
    expect(en.RG_DEPOSIT_LIMIT('week', '5,000')).toContain('7-day');
  });
});
