import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../errors/apiError';
import * as ko from '../../i18n/ko';
import { createRouletteStore } from '../createRouletteStore';
import { createSessionStore, type KeyValueStorage, type SessionClient } from '../createSessionStore';

// The failures' wording loads at the first refusal that needs it; here its load fails, as a dropped connection or a
// deploy that removed the build's file would make it.
vi.mock('../../errors/mapHttpFailure', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const refused = () =>
  new ApiError({ status: 404, code: 'LOGIN_INVALID', data: { code: 'LOGIN_INVALID' }, message: '' });

const noStorage: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

describe('the stores when the failures’ wording cannot load', () => {
  it('answers a refused login with the login fallback instead of rejecting', async () => {
    const client = {
      auth: {
        login: vi.fn<SessionClient['auth']['login']>(async () => Promise.reject(refused())),
        logout: vi.fn<SessionClient['auth']['logout']>(async () => {}),
      },
      member: { get: vi.fn<SessionClient['member']['get']>() },
      board: { messages: { unreadCount: vi.fn<SessionClient['board']['messages']['unreadCount']>() } },
    } satisfies SessionClient;
    const session = createSessionStore(client, { storage: noStorage });
    expect(await session.login({ userId: 'member01', password: 'kbet1234' })).toEqual({
      ok: false,
      code: 'ERR_LOGIN_FAILED',
      message: ko.ERR_LOGIN_FAILED,
    });
  });

  it('answers a refused spin with the roulette fallback and frees the wheel', async () => {
    const roulette = createRouletteStore(
      {
        card: {
          count: vi.fn(async () => ({ normal: 1, vip: 0 })),
          spin: vi.fn(async () =>
            Promise.reject(
              new ApiError({ status: 400, code: 'ROULETTE_NO_COUPON', data: null, message: '' }),
            ),
          ),
        },
      },
      { memberId: () => 7 },
    );
    expect(await roulette.spin('normal')).toEqual({
      ok: false,
      code: 'ROULETTE_FAILED',
      message: ko.ROULETTE_FAILED,
    });
    expect(roulette.get().phase).toBe('idle');
  });
});
