import { type CasinoWindow, ko } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { HoldemMenuItems } from '../components/HoldemMenuItems';

afterEach(() => {
  cleanup();
  dismissAlerts();
});

const menu = (openWindow: () => CasinoWindow | null = () => null) => (
  <nav aria-label="주 메뉴">
    <ul>
      <HoldemMenuItems openWindow={openWindow} />
    </ul>
  </nav>
);

describe('HoldemMenuItems', () => {
  it('shows nothing while the hold’em list is empty', async () => {
    const holdemGames = vi.fn(async () => []);
    await renderWithKbet(menu(), { user: testUser(), client: { games: { holdemGames } } });
    await waitFor(() => expect(holdemGames).toHaveBeenCalled());
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });

  it('shows an entry per game and launches it: create the provider user, then the link', async () => {
    const win = { location: { href: '' }, close: vi.fn() };
    const createUser = vi.fn(async () => ({ code: 1 }));
    const link = vi.fn(async () => ({ payload: 'https://holdem.example/play' }));
    await renderWithKbet(menu(vi.fn(() => win)), {
      user: testUser(),
      client: {
        games: {
          holdemGames: async () => [{ game: 'revolution' as const, name: '레볼루션 홀덤' }],
          revolution: { createUser, link },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '레볼루션 홀덤' }));
    await waitFor(() => expect(win.location.href).toBe('https://holdem.example/play'));
    expect(createUser).toHaveBeenCalledWith({ userId: 'member01', nickname: expect.any(String) });
  });

  it('refuses a member whose use flag is not 0 without opening a window (spec §6)', async () => {
    const openWindow = vi.fn(() => null);
    const link = vi.fn();
    await renderWithKbet(menu(openWindow), {
      user: testUser({ realpokerUseFlag: 1 }),
      client: {
        games: {
          holdemGames: async () => [{ game: 'realpoker' as const, name: '리얼포커' }],
          realpoker: { link },
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: '리얼포커' }));
    await waitFor(() => expect(pendingMessages()).toEqual([ko.ERR_USER_CANNOT_USE]));
    expect(openWindow).not.toHaveBeenCalled();
    expect(link).not.toHaveBeenCalled();
  });
});
