import { describe, expect, it } from 'vitest';
import { stubKbetClient } from '../../api/stubKbetClient';
import { CASINO_MESSAGES } from '../casinoMessages';
import { type CasinoWindow, openCasinoGame } from '../openCasinoGame';

const fakeWindow = () => {
  const win = { location: { href: 'about:blank' }, closed: false, close: () => {} };
  win.close = () => {
    win.closed = true;
  };
  return win;
};

const params = { userId: 'member01', thirdPartyCode: 'kbetslot', platform: 'PC' as const };

describe('openCasinoGame', () => {
  it('launches the vendor’s first game in the window opened first', async () => {
    const win = fakeWindow();
    const asked: unknown[] = [];
    const client = stubKbetClient({
      games: {
        casino: {
          gameList: async () => ({ data: { list: [{ code: 'slot-fruits' }, { code: 'slot-gems' }] } }),
          play: async (query) => {
            asked.push(query);
            return { data: { link: '/sim/casino/game?token=t' } };
          },
        },
      },
    });
    expect(await openCasinoGame({ ...params, client, openWindow: () => win })).toEqual({
      ok: true,
      link: '/sim/casino/game?token=t',
    });
    expect(win.location.href).toBe('/sim/casino/game?token=t');
    expect(asked).toEqual([
      { userid: 'member01', thirdpartycode: 'kbetslot', gamecode: 'slot-fruits', platform: 'PC' },
    ]);
  });

  it('answers the popup-blocked message when no window opens, asking nothing', async () => {
    const client = stubKbetClient({});
    expect(await openCasinoGame({ ...params, client, openWindow: () => null })).toEqual({
      ok: false,
      code: 'CASINO_POPUP_BLOCKED',
      message: CASINO_MESSAGES.CASINO_POPUP_BLOCKED,
    });
  });

  it('closes the window and answers 점검중입니다. when the list is empty or a step fails', async () => {
    for (const client of [
      stubKbetClient({ games: { casino: { gameList: async () => ({ data: { list: [] } }) } } }),
      stubKbetClient({
        games: {
          casino: {
            gameList: async () => ({ data: { list: [{ code: 'x' }] } }),
            play: async () => Promise.reject(new Error('down')),
          },
        },
      }),
    ]) {
      const win = fakeWindow();
      const opened: CasinoWindow = win;
      expect(await openCasinoGame({ ...params, client, openWindow: () => opened })).toMatchObject({
        ok: false,
        message: '점검중입니다.',
      });
      expect(win.closed).toBe(true);
    }
  });
});
