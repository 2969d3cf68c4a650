import { CASINO_MESSAGES, type CasinoVendor } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { CasinoLobby } from '../components/CasinoLobby';

const slots: CasinoVendor[] = [
  {
    thirdPartyCode: 'kbetslot',
    thirdPartyName: 'kbet 슬롯',
    vertical: 'slot',
    maintenanceFlag: 0,
    games: [
      { code: 'slot-fruits', name: '프루츠 5' },
      { code: 'slot-gems', name: '젬스 10' },
    ],
  },
];

afterEach(() => {
  cleanup();
  dismissAlerts();
});

describe('CasinoLobby', () => {
  it('lists the vendor’s games, filters them with the 244 px search box and launches in a new window', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    const play = vi.fn(async () => ({ data: { link: '/sim/casino/game?token=t' } }));
    await renderWithKbet(<CasinoLobby vertical="slot" openWindow={() => win} />, {
      user: testUser(),
      client: { games: { casino: { vendors: async () => slots, play } } },
    });
    await screen.findByText('프루츠 5');
    const search = screen.getByLabelText('게임 검색');
    expect(search.style.width).toBe('244px');
    fireEvent.change(search, { target: { value: '젬스' } });
    expect(screen.queryByText('프루츠 5')).toBeNull();
    fireEvent.click(screen.getByText('젬스 10'));
    await waitFor(() => expect(win.location.href).toBe('/sim/casino/game?token=t'));
    expect(play.mock.calls[0]).toEqual([
      expect.objectContaining({ thirdpartycode: 'kbetslot', gamecode: 'slot-gems' }),
    ]);
  });

  it('alerts the popup-blocked message when the window is blocked', async () => {
    await renderWithKbet(<CasinoLobby vertical="slot" openWindow={() => null} />, {
      user: testUser(),
      client: { games: { casino: { vendors: async () => slots } } },
    });
    fireEvent.click(await screen.findByText('프루츠 5'));
    await waitFor(() => expect(pendingMessages()).toEqual([CASINO_MESSAGES.CASINO_POPUP_BLOCKED]));
  });

  it('shows 점검중입니다. when the lobby cannot be read', async () => {
    await renderWithKbet(<CasinoLobby vertical="casino" />, {
      user: testUser(),
      client: { games: { casino: { vendors: async () => Promise.reject(new Error('down')) } } },
    });
    expect(await screen.findByText('점검중입니다.')).toBeTruthy();
  });

  it('shows a vendor in maintenance as 점검중입니다., with no game to launch', async () => {
    const play = vi.fn();
    await renderWithKbet(<CasinoLobby vertical="slot" />, {
      user: testUser(),
      client: { games: { casino: { vendors: async () => [{ ...slots[0]!, maintenanceFlag: 1 }], play } } },
    });
    expect(await screen.findByText('점검중입니다.')).toBeTruthy();
    expect(screen.queryByText('프루츠 5')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });
});
