import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../apiError';
import { BlockedError } from '../blockedError';
import { type FailureContext, mapHttpFailure } from '../mapHttpFailure';
import { OddsChangedError } from '../oddsChangedError';
import { SessionEndedError } from '../sessionEndedError';

const DEFAULT = '알 수 없는 오류가 발생했습니다. 관리자에게 문의해주세요.';
const SERVER = { message: '서버 메시지' };

describe('mapHttpFailure: session and access statuses (spec §8)', () => {
  it.each([
    [555, '다른 기기에서 로그인하여 로그아웃되었습니다.'],
    [556, '로그아웃 되었습니다.'],
    [500, '예기치 않은 문제가 발생했습니다.'],
  ])('%i logs out with its message', (status, message) => {
    const outcome = mapHttpFailure({ status, data: SERVER, context: 'login' });
    expect(outcome).toMatchObject({ action: 'logout', message, endSession: true });
    expect(outcome.error).toBeInstanceOf(SessionEndedError);
  });

  it('406 logs out and blanks the page with the blocked-IP message', () => {
    const outcome = mapHttpFailure({ status: 406, data: null });
    expect(outcome).toMatchObject({ action: 'blank', message: '차단된 IP입니다.', endSession: true });
    expect(outcome.error).toBeInstanceOf(BlockedError);
  });

  it('600 blanks the page silently and keeps the session', () => {
    expect(mapHttpFailure({ status: 600, data: SERVER })).toMatchObject({
      action: 'blank',
      message: '',
      endSession: false,
    });
  });

  it('session statuses apply even to ignored calls', () => {
    expect(mapHttpFailure({ status: 555, data: null, context: 'ignored' }).action).toBe('logout');
  });
});

describe('mapHttpFailure: login', () => {
  it('404 shows the server message', () => {
    expect(
      mapHttpFailure({ status: 404, data: '아이디 또는 비밀번호가 틀렸습니다.', context: 'login' }),
    ).toMatchObject({
      action: 'alert',
      message: '아이디 또는 비밀번호가 틀렸습니다.',
      endSession: false,
    });
  });

  it('otherwise, or without a server message, the contact-administrator message', () => {
    const failed = '예기치 않은 문제가 발생했습니다. 관리자에게 문의해주세요.';
    expect(mapHttpFailure({ status: 404, data: null, context: 'login' }).message).toBe(failed);
    expect(mapHttpFailure({ status: 401, data: SERVER, context: 'login' }).message).toBe(failed);
    expect(mapHttpFailure({ status: 0, data: undefined, context: 'login' }).message).toBe(failed);
  });
});

describe('mapHttpFailure: bets', () => {
  it('a list of betPrice items opens the odds-change confirm', () => {
    const outcome = mapHttpFailure({
      status: 400,
      data: [{ oddsId: 'f_1_1', betPrice: 2.1, version: 9 }],
      context: 'bet',
      sent: [{ oddsId: 'f_1_1', betPrice: '2.05', version: 8 }],
    });
    expect(outcome).toMatchObject({
      action: 'oddsChange',
      message: '배당이 변경되었습니다. 변경된 배당으로 베팅하시겠습니까?',
      endSession: false,
    });
    expect(outcome.error).toBeInstanceOf(OddsChangedError);
    expect((outcome.error as OddsChangedError).changes).toEqual([
      { oddsId: 'f_1_1', oldPrice: '2.05', newPrice: '2.1', oldVersion: 8, newVersion: 9 },
    ]);
  });

  it('else the server message, else the default', () => {
    expect(mapHttpFailure({ status: 400, data: '베팅이 마감되었습니다.', context: 'bet' })).toMatchObject({
      action: 'alert',
      message: '베팅이 마감되었습니다.',
    });
    expect(mapHttpFailure({ status: 400, data: [], context: 'bet' }).message).toBe(DEFAULT);
  });

  it.each(['cancel', 'jackpot'] as const)('%s shows the server message or the default', (context) => {
    expect(mapHttpFailure({ status: 400, data: SERVER, context }).message).toBe('서버 메시지');
    expect(mapHttpFailure({ status: 400, data: null, context }).message).toBe(DEFAULT);
  });
});

describe('mapHttpFailure: bet-history deletes', () => {
  it.each([
    ['delete:live', '베팅내역 삭제처리에 실패했습니다.'],
    ['delete:virtual', '베팅내역 삭제처리에 실패했습니다.'],
    ['delete:minigame', '베팅내역 삭제처리에 실패했습니다.'],
    ['delete:sport', '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.'],
    ['delete:casino', '예기치 못한 에러가 발생했습니다. 관리자에게 문의해주세요.'],
  ] as const)('%s says %s whatever the server sent', (context, message) => {
    expect(mapHttpFailure({ status: 400, data: SERVER, context })).toMatchObject({
      action: 'alert',
      message,
    });
  });
});

describe('mapHttpFailure: fixed messages', () => {
  it.each([
    ['nonMemberInquiry', '문제가 발생했습니다. 잠시 후 다시 시도해주세요.'],
    ['findPassword', '회원정보를 찾을 수 없습니다. 비회원 문의를 이용해주세요.'],
    ['changePassword', '시스템에 문제가 발생했습니다. 비회원 문의를 이용해주세요.'],
    ['signUp', '회원가입에 실패했습니다.'],
    ['thirdPartyGame', '점검중입니다.'],
  ] as const)('%s says %s', (context, message) => {
    const outcome = mapHttpFailure({ status: 400, data: SERVER, context });
    expect(outcome).toMatchObject({ action: 'alert', message, endSession: false });
    expect(outcome.error.message).toBe(message);
    expect(outcome.error.code).toBe('HTTP_400');
  });
});

describe('mapHttpFailure: roulette, defaults and fallbacks', () => {
  it('roulette shows the body, else its own message', () => {
    expect(mapHttpFailure({ status: 400, data: '쿠폰이 없습니다.', context: 'roulette' }).message).toBe(
      '쿠폰이 없습니다.',
    );
    expect(mapHttpFailure({ status: 400, data: null, context: 'roulette' }).message).toBe(
      '문제가 발생했습니다. 관리자에게 문의해주세요.',
    );
  });

  it('without a context: server message, else fallback, else the default', () => {
    expect(mapHttpFailure({ status: 400, data: SERVER }).message).toBe('서버 메시지');
    expect(
      mapHttpFailure({ status: 400, data: SERVER, fallback: '시스템관리자에게 문의해주세요.' }).message,
    ).toBe('서버 메시지');
    expect(
      mapHttpFailure({ status: 400, data: null, fallback: '시스템관리자에게 문의해주세요.' }).message,
    ).toBe('시스템관리자에게 문의해주세요.');
    expect(mapHttpFailure({ status: 400, data: null }).message).toBe(DEFAULT);
  });

  it('403 without a server message says access is denied', () => {
    expect(mapHttpFailure({ status: 403, data: null }).message).toBe('접근 권한이 없습니다.');
    expect(mapHttpFailure({ status: 403, data: SERVER }).message).toBe('서버 메시지');
  });

  it('keeps the typed error when its message is the one shown', () => {
    const outcome = mapHttpFailure({ status: 400, data: { message: '서버 메시지', code: 'E9' } });
    expect(outcome.error).toBeInstanceOf(ApiError);
    expect(outcome.error).toMatchObject({ status: 400, code: 'E9', message: '서버 메시지' });
  });

  it('ignored calls do nothing', () => {
    const outcome = mapHttpFailure({ status: 400, data: SERVER, context: 'ignored' });
    expect(outcome).toMatchObject({ action: 'none', message: '', endSession: false });
    expect(outcome.error.status).toBe(400);
  });
});

describe('mapHttpFailure invariants', () => {
  const contexts = fc.constantFrom<FailureContext | undefined>(
    undefined,
    'login',
    'bet',
    'cancel',
    'jackpot',
    'roulette',
    'nonMemberInquiry',
    'findPassword',
    'changePassword',
    'signUp',
    'thirdPartyGame',
    'delete:sport',
    'delete:live',
  );
  const data = fc.oneof(
    fc.constant(null),
    fc.string(),
    fc.record({ message: fc.string() }),
    fc.array(fc.record({ betPrice: fc.double({ min: 1, max: 100, noNaN: true }) })),
  );
  const status = fc.oneof(
    fc.constantFrom(400, 403, 404, 406, 500, 555, 556, 600),
    fc.integer({ min: 0, max: 999 }),
  );

  it('ends the session exactly for 555, 556, 500 and 406, and always shows the error message', () => {
    fc.assert(
      fc.property(status, data, contexts, (s, d, context) => {
        const outcome = mapHttpFailure({ status: s, data: d, ...(context ? { context } : {}) });
        expect(outcome.endSession).toBe([555, 556, 500, 406].includes(s));
        expect(outcome.action === 'logout').toBe([555, 556, 500].includes(s));
        expect(outcome.action === 'blank').toBe([406, 600].includes(s));
        expect(outcome.error.status).toBe(s);
        expect(outcome.message).toBe(outcome.error.message);
        if (outcome.action === 'alert') expect(outcome.message).not.toBe('');
      }),
    );
  });
});
