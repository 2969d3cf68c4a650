import { describe, expect, it } from 'vitest';
import { ApiError, isApiError } from '../apiError';
import { BlockedError, isBlockedError, isBlockedStatus } from '../blockedError';
import { isKbetError, KbetError } from '../kbetError';
import { isOddsChangedError, OddsChangedError } from '../oddsChangedError';
import { isSessionEndedError, isSessionEndStatus, SessionEndedError } from '../sessionEndedError';
import { isValidationError, ValidationError } from '../validationError';

describe('error classes', () => {
  it('ApiError carries status, code, data and message', () => {
    const error = new ApiError({ status: 400, code: 'HTTP_400', data: { a: 1 }, message: '잘못된 요청' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 400,
      code: 'HTTP_400',
      data: { a: 1 },
      message: '잘못된 요청',
    });
    expect(isApiError(error)).toBe(true);
    expect(isKbetError(error)).toBe(true);
    expect(isValidationError(error)).toBe(false);
  });

  it('ValidationError carries code, message and field', () => {
    const error = new ValidationError('DEPOSIT_MIN', '10,000원 이상 충전신청 가능합니다.', 'amount');
    expect(error).toMatchObject({ name: 'ValidationError', code: 'DEPOSIT_MIN', field: 'amount' });
    expect(error.message).toBe('10,000원 이상 충전신청 가능합니다.');
    expect(new ValidationError('X', 'y').field).toBeUndefined();
    expect(isValidationError(error)).toBe(true);
    expect(isKbetError(error)).toBe(true);
    expect(isApiError(error)).toBe(false);
  });

  it('ValidationError.fromResult keeps the failure code and message', () => {
    const error = ValidationError.fromResult(
      { code: 'BET_MIN', message: '최소 베팅금액은 5000원입니다.' },
      'amount',
    );
    expect(error).toMatchObject({
      code: 'BET_MIN',
      message: '최소 베팅금액은 5000원입니다.',
      field: 'amount',
    });
  });

  it.each([
    [555, 'ERR_OTHER_DEVICE', '다른 기기에서 로그인하여 로그아웃되었습니다.'],
    [556, 'ERR_LOGGED_OUT', '로그아웃 되었습니다.'],
    [500, 'ERR_UNEXPECTED', '예기치 않은 문제가 발생했습니다.'],
  ] as const)('SessionEndedError %i says %s', (status, code, message) => {
    const error = new SessionEndedError(status, 'body');
    expect(error).toMatchObject({ name: 'SessionEndedError', status, code, message, data: 'body' });
    expect(isSessionEndedError(error)).toBe(true);
    expect(isApiError(error)).toBe(true);
    expect(new SessionEndedError(status).data).toBeNull();
  });

  it('isSessionEndStatus is 555, 556 and 500 only', () => {
    expect([555, 556, 500].every(isSessionEndStatus)).toBe(true);
    expect([200, 401, 404, 406, 501, 554, 557, 600].some(isSessionEndStatus)).toBe(false);
  });

  it('BlockedError: 406 blocked IP, 600 silent', () => {
    const blocked = new BlockedError(406);
    expect(blocked).toMatchObject({
      name: 'BlockedError',
      status: 406,
      code: 'ERR_BLOCKED_IP',
      message: '차단된 IP입니다.',
    });
    expect(blocked.data).toBeNull();
    const blank = new BlockedError(600, 'x');
    expect(blank).toMatchObject({ status: 600, code: 'HTTP_600', message: '', data: 'x' });
    expect(isBlockedError(blank)).toBe(true);
    expect(isApiError(blank)).toBe(true);
    expect(isSessionEndedError(blank)).toBe(false);
  });

  it('isBlockedStatus is 406 and 600 only', () => {
    expect(isBlockedStatus(406)).toBe(true);
    expect(isBlockedStatus(600)).toBe(true);
    expect(isBlockedStatus(403)).toBe(false);
    expect(isBlockedStatus(500)).toBe(false);
  });

  it('OddsChangedError carries the changes and the confirm message', () => {
    const changes = [{ oddsId: 'a_1', oldPrice: '1.85', newPrice: '1.9', oldVersion: 7, newVersion: 8 }];
    const error = new OddsChangedError({ status: 409, data: [], changes });
    expect(error).toMatchObject({
      name: 'OddsChangedError',
      status: 409,
      code: 'BET_ODDS_CHANGED_CONFIRM',
      message: '배당이 변경되었습니다. 변경된 배당으로 베팅하시겠습니까?',
      changes,
    });
    expect(isOddsChangedError(error)).toBe(true);
    expect(isApiError(error)).toBe(true);
  });

  it('guards refuse non-errors and plain errors', () => {
    for (const value of [null, undefined, 'x', { status: 555 }, new Error('x')]) {
      expect(isKbetError(value)).toBe(false);
      expect(isApiError(value)).toBe(false);
      expect(isValidationError(value)).toBe(false);
      expect(isOddsChangedError(value)).toBe(false);
      expect(isSessionEndedError(value)).toBe(false);
      expect(isBlockedError(value)).toBe(false);
    }
    expect(new KbetError('C', 'm')).toMatchObject({ name: 'KbetError', code: 'C', message: 'm' });
  });
});
