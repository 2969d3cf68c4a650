import { KbetProvider } from '@kbet/react';
import {
  createResourceCache,
  createRouletteStore,
  createSessionStore,
  type KbetClient,
  User,
} from '@kbet/sdk';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialogStore, openDialog } from '@/lib/dialogs';
import { notifications } from '@/lib/notify';
import { RouletteDialog } from '../components/RouletteDialog';

afterEach(cleanup);

const member = User.parse({
  id: 7,
  userId: 'member01',
  nickname: '회원01',
  role: 1,
  type: 0,
  banType: 0,
  withdrawalType: 0,
  emoney: 0,
  casinoMoney: 0,
  point: 0,
  comp: 0,
  updatedAt: '2026-01-01T00:00:00.000Z',
  bankCode: '4',
  bankAccountNumber: '1',
  accountHolder: '회원',
  userType: 'A',
  userRolling: 0,
  userRollingSlot: 0,
  userRollingMini: 0,
  userRollingVirtual: 0,
  userRollingSports: 0,
  revolutionUseFlag: 0,
  realpokerUseFlag: 0,
});

const setup = async ({ login, points }: { login: boolean; points: number }) => {
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn() },
    member: { get: vi.fn(async () => member) },
    board: { messages: { unreadCount: vi.fn(async () => 0) } },
    card: { count: vi.fn(async () => ({ normal: 3, vip: 1 })), spin: vi.fn(async () => points) },
  };
  const session = createSessionStore(client as never, { pollMs: 0 });
  await session.restore();
  if (login) await session.login({ userId: 'member01', password: 'kbet1234' });
  const roulette = createRouletteStore(client as never, {
    memberId: () => session.get().user?.id ?? null,
    spinMs: 0,
    resultDelayMs: 0,
  });
  await act(async () => {
    render(
      <KbetProvider
        client={client as unknown as KbetClient}
        stores={{ session, roulette, cache: createResourceCache() }}
      >
        <RouletteDialog onClose={() => {}} />
      </KbetProvider>,
    );
  });
  return { client };
};

const alertMessage = () => notifications.get().find((n) => n.kind === 'alert')?.message;
const dismissAlert = () => {
  const shown = notifications.get().find((n) => n.kind === 'alert');
  if (shown?.kind === 'alert') act(() => shown.done());
};

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
