import { testUser } from '@kbet/testkit/user';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKbet } from '@/test/renderWithKbet';
import { TransactionHistory } from '../components/TransactionHistory';

afterEach(cleanup);

const entry = (id: number, account: 'emoney' | 'point' | 'comp', amount: number, balanceAfter: number) => ({
  id,
  createdAt: '2026-03-10T03:00:00.000Z',
  account,
  amount,
  balanceAfter,
  kind: 'point_to_emoney',
  memo: null,
});

describe('TransactionHistory', () => {
  it('shows points in P and comp in C, the moneys in 원', async () => {
    await renderWithKbet(<TransactionHistory />, {
      user: testUser(),
      client: {
        money: {
          transactions: vi.fn(async () => ({
            items: [
              entry(3, 'point', -5_000, 1_000),
              entry(2, 'comp', 300, 300),
              entry(1, 'emoney', 5_000, 25_000),
            ],
            total: 3,
          })),
        },
      },
    });
    const rows = await screen.findAllByRole('row');
    const text = rows.map((row) => row.textContent ?? '');
    expect(text.find((t) => t.includes('포인트'))).toMatch(/-5,000P.*1,000P/);
    expect(text.find((t) => t.includes('콤프'))).toMatch(/\+300C.*300C/);
    expect(text.find((t) => t.includes('보유머니'))).toMatch(/\+5,000원.*25,000원/);
  });
});
