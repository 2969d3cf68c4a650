import { describe, expect, it } from 'vitest';
import { stubKbetClient } from '../../api/stubKbetClient';
import { ApiError } from '../../errors/apiError';
import * as ko from '../../i18n/ko';
import { openHoldemGame } from '../openHoldemGame';

const fakeWindow = () => {
  const win = { location: { href: 'about:blank' }, closed: false, close: () => {} };
  win.close = () => {
    win.closed = true;
  };
  return win;
};

const member = {
  userId: 'member01',
  nickname: '회원01',
  revolutionUid: null,
  revolutionUseFlag: 0,
  realpokerUid: 'rp-1',
  realpokerUseFlag: 0,
};
const open = { revolutionMaintenanceFlag: 0, realpokerMaintenanceFlag: 0 };

const holdemClient = (calls: string[], createCode = 1) =>
  stubKbetClient({
    games: {
      revolution: {
        createUser: async (query) => {
          calls.push(`create ${query.userId} ${query.nickname}`);
          return { code: createCode };
        },
        link: async (query) => {
          calls.push(`link ${query.userId}`);
          return { payload: 'https://holdem.example/play' };
        },
      },
      realpoker: {
        link: async () => {
          calls.push('realpoker link');
          return { payload: 'https://realpoker.example/play' };
        },
      },
    },
  });

describe('openHoldemGame (spec §4, §6, §8)', () => {
  it('creates the provider user when there is no uid, then sends the window to the link', async () => {
    const calls: string[] = [];
    const win = fakeWindow();
    const result = await openHoldemGame({
      client: holdemClient(calls),
      user: member,
      game: 'revolution',
      settings: open,
      openWindow: () => win,
    });
    expect(result).toEqual({ ok: true, link: 'https://holdem.example/play' });
    expect(calls).toEqual(['create member01 회원01', 'link member01']);
    expect(win.location.href).toBe('https://holdem.example/play');
  });

  it('skips the create step when the member already has the game’s uid', async () => {
    const calls: string[] = [];
    const result = await openHoldemGame({
      client: holdemClient(calls),
      user: member,
      game: 'realpoker',
      settings: open,
      openWindow: fakeWindow,
    });
    expect(result.ok).toBe(true);
    expect(calls).toEqual(['realpoker link']);
  });

  it('refuses a use flag not 0 before opening a window or asking anything', async () => {
    for (const game of ['revolution', 'realpoker'] as const) {
      const calls: string[] = [];
      let opened = false;
      const result = await openHoldemGame({
        client: holdemClient(calls),
        user: { ...member, revolutionUseFlag: 1, realpokerUseFlag: 2 },
        game,
        settings: open,
        openWindow: () => {
          opened = true;
          return fakeWindow();
        },
      });
      expect(result).toEqual({ ok: false, code: 'ERR_USER_CANNOT_USE', message: ko.ERR_USER_CANNOT_USE });
      expect(opened).toBe(false);
      expect(calls).toEqual([]);
    }
  });

  it('answers maintenance, popup blocked, login required, an unknown create code and a refused step', async () => {
    const calls: string[] = [];
    const base = { client: holdemClient(calls), game: 'revolution' as const, openWindow: fakeWindow };
    expect(
      await openHoldemGame({ ...base, user: member, settings: { ...open, revolutionMaintenanceFlag: 1 } }),
    ).toMatchObject({ ok: false, message: ko.ERR_MAINTENANCE });
    expect(await openHoldemGame({ ...base, user: null, settings: open })).toMatchObject({
      ok: false,
      code: 'LOGIN_REQUIRED',
    });
    expect(await openHoldemGame({ ...base, user: member, settings: open, openWindow: () => null })).toEqual({
      ok: false,
      code: 'ERR_POPUP_BLOCKED',
      message: ko.ERR_POPUP_BLOCKED,
    });
    const win = fakeWindow();
    expect(
      await openHoldemGame({
        ...base,
        client: holdemClient([], 3),
        user: member,
        settings: open,
        openWindow: () => win,
      }),
    ).toEqual({ ok: false, code: 'ERR_UNKNOWN_CONTACT', message: ko.ERR_UNKNOWN_CONTACT });
    expect(win.closed).toBe(true);
    const refused = stubKbetClient({
      games: {
        revolution: {
          createUser: async () => {
            throw new ApiError({
              status: 409,
              code: 'ERR_MAINTENANCE',
              data: null,
              message: ko.ERR_MAINTENANCE,
            });
          },
        },
      },
    });
    const win2 = fakeWindow();
    expect(
      await openHoldemGame({
        ...base,
        client: refused,
        user: member,
        settings: open,
        openWindow: () => win2,
      }),
    ).toEqual({ ok: false, code: 'ERR_MAINTENANCE', message: ko.ERR_MAINTENANCE });
    expect(win2.closed).toBe(true);
  });
});
