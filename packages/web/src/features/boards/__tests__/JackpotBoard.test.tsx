import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKbet } from '@/test/renderWithKbet';
import { JackpotBoard } from '../components/JackpotBoard';

afterEach(cleanup);

describe('JackpotBoard', () => {
  it('shows the counter and lists the registered won slips, nicknames masked by the server', async () => {
    const jackpotEntries = vi.fn(async () => ({
      items: [
        {
          slipId: 41,
          nickname: '회***',
          folders: 3,
          totalOdds: '5.12',
          amount: 10_000,
          payout: 51_200,
          registeredAt: '2026-03-10T03:00:00.000Z',
        },
      ],
      total: 1,
    }));
    await renderWithKbet(<JackpotBoard />, {
      client: { board: { jackpot: vi.fn(async () => ({ amount: 50_000_000 })), jackpotEntries } },
    });
    const table = await screen.findByRole('table', { name: '잭팟 등록 내역' });
    const [, row] = within(table).getAllByRole('row');
    expect(row?.textContent).toContain('No.41');
    expect(row?.textContent).toContain('회***');
    expect(row?.textContent).toContain('3폴더');
    expect(row?.textContent).toContain('5.12');
    expect(row?.textContent).toContain('51,200원');
    expect(jackpotEntries).toHaveBeenCalledWith({ page: 1 }, expect.anything());
    expect(await screen.findByText('50,000,000')).toBeTruthy();
  });

  it('says so when nothing is registered yet', async () => {
    await renderWithKbet(<JackpotBoard />, {
      client: {
        board: {
          jackpot: vi.fn(async () => ({ amount: 1 })),
          jackpotEntries: vi.fn(async () => ({ items: [], total: 0 })),
        },
      },
    });
    expect(await screen.findByText('등록된 잭팟 베팅이 없습니다.')).toBeTruthy();
  });
});
