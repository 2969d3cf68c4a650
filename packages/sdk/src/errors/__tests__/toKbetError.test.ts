import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiError';
import { BlockedError } from '../blockedError';
import { OddsChangedError, oddsChangesFrom } from '../oddsChangedError';
import { SessionEndedError } from '../sessionEndedError';
import { toKbetError } from '../toKbetError';
import { wireCode } from '../wireCode';

describe('oddsChangesFrom', () => {
  it('reads a list of betPrice items, with old prices from what was sent', () => {
    const data = [
      { oddsId: 'fx_1_3', betPrice: 1.9, version: 8 },
      { id: 'fx_2_1', betPrice: '2.05', version: '12' },
    ];
    const sent = [
      { oddsId: 'fx_1_3', betPrice: '1.85', version: 7 },
      { oddsId: 'fx_2_1', betPrice: 2.1 },
      { oddsId: 'fx_9_9', betPrice: 3 },
    ];
    expect(oddsChangesFrom(data, sent)).toEqual([
      { oddsId: 'fx_1_3', oldPrice: '1.85', newPrice: '1.9', oldVersion: 7, newVersion: 8 },
      { oddsId: 'fx_2_1', oldPrice: '2.1', newPrice: '2.05', newVersion: '12' },
    ]);
  });

  it("falls back to the body's oldBetPrice, preferring what was sent", () => {
    expect(oddsChangesFrom([{ oddsId: 'a_1', betPrice: '2.00', oldBetPrice: '1.95', version: 4 }])).toEqual([
      { oddsId: 'a_1', oldPrice: '1.95', newPrice: '2.00', newVersion: 4 },
    ]);
    expect(
      oddsChangesFrom(
        [{ oddsId: 'a_1', betPrice: 2, oldBetPrice: 1.95 }],
        [{ oddsId: 'a_1', betPrice: '1.9' }],
      ),
    ).toEqual([{ oddsId: 'a_1', oldPrice: '1.9', newPrice: '2' }]);
    expect(oddsChangesFrom([{ oddsId: 'a_1', betPrice: 2, oldBetPrice: '' }])).toEqual([
      { oddsId: 'a_1', newPrice: '2' },
    ]);
  });

  it('leaves unknown old prices and missing versions out', () => {
    expect(oddsChangesFrom([{ oddsId: 5, betPrice: 1.5 }])).toEqual([{ oddsId: '5', newPrice: '1.5' }]);
    expect(oddsChangesFrom([{ betPrice: 1.5, version: null }])).toEqual([{ oddsId: '', newPrice: '1.5' }]);
  });

  it.each([
    [null],
    ['text'],
    [{ betPrice: 1.5 }],
    [[]],
    [[null]],
    [[[1.5]]],
    [[{ price: 1.5 }]],
    [[{ betPrice: '' }]],
    [[{ betPrice: Number.NaN }]],
    [[{ betPrice: 1.5 }, { message: 'x' }]],
  ])('%j is not an odds change', (data) => {
    expect(oddsChangesFrom(data)).toBeNull();
  });
});

describe('toKbetError', () => {
  it.each([555, 556, 500] as const)('%i is a SessionEndedError', (status) => {
    const error = toKbetError(status, { message: 'x' });
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(error.status).toBe(status);
    expect(error.data).toEqual({ message: 'x' });
  });

  it.each([406, 600] as const)('%i is a BlockedError', (status) => {
    expect(toKbetError(status, null)).toBeInstanceOf(BlockedError);
  });

  it('session statuses win over an odds-change body', () => {
    expect(toKbetError(500, [{ betPrice: 1.5 }])).toBeInstanceOf(SessionEndedError);
  });

  it('a betPrice list is an OddsChangedError', () => {
    const error = toKbetError(
      400,
      [{ oddsId: 'a_1', betPrice: 2, version: 3 }],
      [{ oddsId: 'a_1', betPrice: 1.9 }],
    );
    expect(error).toBeInstanceOf(OddsChangedError);
    expect((error as OddsChangedError).changes).toEqual([
      { oddsId: 'a_1', oldPrice: '1.9', newPrice: '2', newVersion: 3 },
    ]);
  });

  it('anything else is an ApiError with the server message or the default', () => {
    const withMessage = toKbetError(400, { message: '잔액이 부족합니다.', code: 'NO_FUNDS' });
    expect(withMessage.constructor).toBe(ApiError);
    expect(withMessage).toMatchObject({ status: 400, code: 'NO_FUNDS', message: '잔액이 부족합니다.' });
    expect(toKbetError(404, 'x')).toMatchObject({ code: 'HTTP_404', message: 'x' });
    expect(toKbetError(502, '<html/>')).toMatchObject({
      code: 'HTTP_502',
      message: '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.',
    });
  });
});

describe('wireCode', () => {
  it('is the body code when it is a non-empty string, else HTTP_<status>', () => {
    expect(wireCode(400, { code: 'E1' })).toBe('E1');
    expect(wireCode(400, { code: '' })).toBe('HTTP_400');
    expect(wireCode(400, { code: 7 })).toBe('HTTP_400');
    expect(wireCode(400, 'E1')).toBe('HTTP_400');
    expect(wireCode(0, null)).toBe('HTTP_0');
  });
});
