import { createRouletteStore } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/lib/dialogs';
import { answerNotice, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { RouletteDialog } from '../components/RouletteDialog';

afterEach(cleanup);

const setup = ({ login, points }: { login: boolean; points: number }) =>
  renderWithKbet(<RouletteDialog onClose={() => {}} />, {
    user: login ? testUser() : undefined,
    client: { card: { count: vi.fn(async () => ({ normal: 3, vip: 1 })), spin: vi.fn(async () => points) } },
    stores: ({ client, session }) => ({
      roulette: createRouletteStore(client as never, {
        memberId: () => session.get().user?.id ?? null,
        spinMs: 0,
        resultDelayMs: 0,
      }),
    }),
  });

const alertMessage = () => pendingMessages()[0];
const dismissAlert = () => act(() => void answerNotice());

describe('RouletteDialog', () => {
  it('shows the coupons and alerts the points won after the spin', async () => {
    const { client } = await setup({ login: true, points: 4_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: '룰렛 3' })).toBeTruthy());
    expect(screen.getByRole('button', { name: 'VIP 룰렛 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /룰렛 돌리기/ }));
    await waitFor(() => expect(alertMessage()).toBe('축하합니다! 4,000포인트에 당첨되었습니다.'));
    expect(client.card.spin).toHaveBeenCalledExactlyOnceWith({ memberId: 7, couponType: 1 });
    dismissAlert();
  });

  it("reads the normal wheel's losing value as a loss", async () => {
    await setup({ login: true, points: 1 });
    fireEvent.click(screen.getByRole('button', { name: /룰렛 돌리기/ }));
    await waitFor(() => expect(alertMessage()).toBe('아쉽지만 꽝입니다. 다음 기회에 도전해주세요.'));
    dismissAlert();
  });

  it('asks a guest to log in, and switches wheels by closing one dialog and opening the other', async () => {
    const { client } = await setup({ login: false, points: 0 });
    fireEvent.click(screen.getByRole('button', { name: /룰렛 돌리기/ }));
    await waitFor(() => expect(alertMessage()).toBe('로그인 후 이용해주세요.'));
    dismissAlert();
    expect(client.card.spin).not.toHaveBeenCalled();
    await waitFor(() => expect(dialogStore.get().map((d) => d.id)).toContain('login'));
    cleanup();

    await setup({ login: true, points: 0 });
    openDialog('roulette');
    fireEvent.click(screen.getByRole('button', { name: /VIP 룰렛/ }));
    expect(dialogStore.get().map((d) => d.id)).toContain('rouletteVip');
    expect(dialogStore.get().map((d) => d.id)).not.toContain('roulette');
  });
});
