import { describe, expect, it, vi } from 'vitest';
import * as ko from '../../i18n/ko';
import { createRouletteStore, type RouletteClient } from '../createRouletteStore';
import { createSessionStore, type KeyValueStorage, type SessionClient } from '../createSessionStore';
import { preloadLogin } from '../preloadLogin';

// The roulette's spin steps and the login's checks load at their first use; here both loads fail, as a dropped
// connection or a deploy that removed the build's files would make them.
vi.mock('../spinRoulette', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
vi.mock('../../validation/validateLogin', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});

const noStorage: KeyValueStorage = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

describe('the stores when their lazily loaded steps cannot load', () => {
  it('answers a spin with the roulette fallback and sends nothing', async () => {
    const client = {
      card: {
        count: vi.fn<RouletteClient['card']['count']>(async () => ({ normal: 1, vip: 0 })),
        spin: vi.fn<RouletteClient['card']['spin']>(async () => 4_000),
      },
    } satisfies RouletteClient;
    const roulette = createRouletteStore(client, { memberId: () => 7 });
    await roulette.loadCoupons();
    const failed = { ok: false, code: 'ROULETTE_FAILED', message: ko.ROULETTE_FAILED };
    expect(await roulette.spin('normal')).toEqual(failed);
    expect(await roulette.spin('normal')).toEqual(failed);
    expect(client.card.spin).not.toHaveBeenCalled();
    expect(roulette.get()).toMatchObject({ phase: 'idle', coupons: { normal: 1, vip: 0 } });
  });

  it('answers a login with the login fallback and sends nothing', async () => {
    const client = {
      auth: {
        login: vi.fn<SessionClient['auth']['login']>(),
        logout: vi.fn<SessionClient['auth']['logout']>(async () => {}),
      },
      member: { get: vi.fn<SessionClient['member']['get']>() },
      board: { messages: { unreadCount: vi.fn<SessionClient['board']['messages']['unreadCount']>() } },
    } satisfies SessionClient;
    const session = createSessionStore(client, { storage: noStorage });
    await expect(preloadLogin()).rejects.toThrow();
    expect(await session.login({ userId: 'member01', password: 'kbet1234' })).toEqual({
      ok: false,
      code: 'ERR_LOGIN_FAILED',
      message: ko.ERR_LOGIN_FAILED,
    });
    expect(client.auth.login).not.toHaveBeenCalled();
    expect(session.get().status).not.toBe('member');
  });
});
