import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ERR_RETRY_AFTER, ERR_TOO_MANY_REQUESTS, WAIT_DURATION } from '../../i18n/ko';
import { type FailureContext, mapHttpFailure } from '../mapHttpFailure';
import { isRateLimitedError, RateLimitedError, retryAfterSeconds } from '../rateLimitedError';
import { toKbetError } from '../toKbetError';

/** The kbet server's 429 body. */
const limited = (seconds: number, message = ERR_TOO_MANY_REQUESTS) => ({
  code: 'ERR_TOO_MANY_REQUESTS',
  message,
  data: { retryAfterSeconds: seconds },
});

const CONTEXTS: FailureContext[] = [
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
  'delete:minigame',
];

describe('429: the server message with the wait, on every call', () => {
  it('a refused login shows the wait instead of the contact-administrator text', () => {
    const outcome = mapHttpFailure({ status: 429, data: limited(42), context: 'login' });
    expect(outcome.action).toBe('alert');
    expect(outcome.message).toBe(`${ERR_TOO_MANY_REQUESTS}\n42초 후에 다시 시도할 수 있습니다.`);
    expect(isRateLimitedError(outcome.error)).toBe(true);
    expect((outcome.error as RateLimitedError).retryAfterSeconds).toBe(42);
  });

  it.each([undefined, ...CONTEXTS])('context %s keeps the server message and the wait', (context) => {
    const outcome = mapHttpFailure({
      status: 429,
      data: limited(200, '인증 요청이 너무 많습니다.'),
      context,
    });
    expect(outcome.message).toBe(`인증 요청이 너무 많습니다.\n${ERR_RETRY_AFTER(200)}`);
  });

  it('an ignored call stays silent', () => {
    expect(mapHttpFailure({ status: 429, data: limited(5), context: 'ignored' }).action).toBe('none');
  });

  it('reads a Retry-After header in seconds when the body does not say', () => {
    const error = toKbetError(429, 'Too Many Requests', undefined, '90');
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error.message).toBe(`Too Many Requests\n1분 30초 후에 다시 시도할 수 있습니다.`);
    expect(retryAfterSeconds(null, 'Wed, 21 Oct 2026 07:28:00 GMT')).toBeNull();
    expect(toKbetError(429, null).message).toBe(ERR_TOO_MANY_REQUESTS);
  });

  it('ignores waits that are not whole seconds within a day', () => {
    for (const bad of [-1, 1.5, 86_401, Number.NaN, '30', null]) {
      expect(retryAfterSeconds({ data: { retryAfterSeconds: bad } })).toBeNull();
    }
  });

  it('words every wait in Korean units that add back up to it', () => {
    expect(WAIT_DURATION(59)).toBe('59초');
    expect(WAIT_DURATION(60)).toBe('1분');
    expect(WAIT_DURATION(3_600)).toBe('1시간');
    expect(WAIT_DURATION(3_661)).toBe('1시간 2분');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3_599 }), (seconds) => {
        const text = WAIT_DURATION(seconds);
        const minutes = Number(/(\d+)분/.exec(text)?.[1] ?? 0);
        const rest = Number(/(\d+)초/.exec(text)?.[1] ?? 0);
        expect(minutes * 60 + rest).toBe(seconds);
      }),
    );
  });
});
