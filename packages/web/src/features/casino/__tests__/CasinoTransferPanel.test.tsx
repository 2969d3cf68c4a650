import { CASINO_MESSAGES } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAlerts, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { CasinoTransferPanel } from '../components/CasinoTransferPanel';

afterEach(() => {
  cleanup();
  dismissAlerts();
});

describe('CasinoTransferPanel', () => {
  it('moves cash to casino money after the SDK rule passes; refuses an amount off the 1,000 step', async () => {
    const transfer = vi.fn(async () => ({ emoney: 0, casinoMoney: 5_000 }));
    await renderWithKbet(<CasinoTransferPanel />, {
      user: testUser({ emoney: 100_000 }),
      client: { games: { casino: { transfer } } },
    });
    const field = screen.getByLabelText('전환 금액');
    fireEvent.change(field, { target: { value: '1500' } });
    fireEvent.click(screen.getByText('카지노머니로 전환'));
    await waitFor(() => expect(pendingMessages()).toEqual([CASINO_MESSAGES.CASINO_TRANSFER_STEP]));
    expect(transfer).not.toHaveBeenCalled();
    dismissAlerts();
    fireEvent.change(field, { target: { value: '5,000' } });
    fireEvent.click(screen.getByText('카지노머니로 전환'));
    await waitFor(() => expect(transfer).toHaveBeenCalled());
    expect(transfer.mock.calls[0]).toEqual([{ direction: 'toCasino', amount: 5_000 }]);
  });
});
