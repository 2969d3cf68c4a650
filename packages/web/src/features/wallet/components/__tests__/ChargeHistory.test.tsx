import { KbetProvider } from '@kbet/react';
import {
  type Charge,
  createKbetEvents,
  createResourceCache,
  createSessionStore,
  type KbetClient,
  User,
} from '@kbet/sdk';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@/lib/notify';
import { ChargeHistory } from '../ChargeHistory';

afterEach(cleanup);

const member = User.parse({
  id: 7,
  userId: 'member01',
  nickname: '회원01',
  role: 1,
  type: 0,
  banType: 0,
  withdrawalType: 0,
  emoney: 100_000,
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

const charge = (id: number, status: number, processDate: string | null): Charge => ({
  id,
  memberId: 7,
  depositMode: 1,
  depositAmount: 50_000,
  depositName: '회원',
  duplicate: 0,
  userDisplayFlag: 1,
  type: 0,
  pointType: 0,
  pointFlag: 0,
  confirmFlag: 0,
  depositDate: null,
  processDate,
  status,
  createdAt: '2026-01-01T03:00:00.000Z',
  updatedAt: '2026-01-01T03:00:00.000Z',
});

const setup = async (rows: Charge[]) => {
  const money = { charges: vi.fn(async () => rows), hideCharge: vi.fn(async () => '삭제되었습니다.') };
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn(async () => {}) },
    member: { get: vi.fn(async () => member) },
    board: { messages: { unreadCount: vi.fn(async () => 0) } },
    money,
  } as unknown as KbetClient;
  const session = createSessionStore(client, { events: createKbetEvents(), pollMs: 0 });
  await session.restore();
  await session.login({ userId: 'member01', password: 'kbet1234' });
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <KbetProvider client={client} stores={{ session, cache: createResourceCache() }}>
      {children}
    </KbetProvider>
  );
  render(<ChargeHistory mode={1} />, { wrapper });
  return money;
};

const answerConfirm = (accept: boolean) => {
  const open = notifications.get().find((n) => n.kind === 'confirm');
  if (open?.kind !== 'confirm') throw new Error('no confirm open');
  open.done(accept);
  return open.message;
};

describe('ChargeHistory', () => {
  it('shows 대기중 while unprocessed, the status labels, and delete only for finished withdrawals', async () => {
    const money = await setup([charge(1, 0, null), charge(2, 1, '2026-01-01T04:00:00.000Z')]);
    const table = await screen.findByRole('table', { name: '출금내역' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(within(rows[0] as HTMLElement).getByText('대기중')).toBeTruthy();
    expect(within(rows[0] as HTMLElement).getByText('처리중')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('완료')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('2026-01-01 13:00')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: '출금내역 삭제' })).toHaveLength(1);
    // The narrow-screen cards carry the same, one card per request.
    expect(within(screen.getByRole('list', { name: '출금내역' })).getAllByRole('listitem')).toHaveLength(2);
    expect(money.charges).toHaveBeenCalledWith(
      { memberId: 7, depositMode: 1, page: undefined, perpage: undefined },
      expect.anything(),
    );
  });

  it('hides a record after its confirm, and nothing when declined', async () => {
    const money = await setup([charge(1, 0, null), charge(2, 2, '2026-01-01T04:00:00.000Z')]);
    const table = await screen.findByRole('table', { name: '출금내역' });
    fireEvent.click(within(table).getByRole('button', { name: '출금내역 삭제' }));
    expect(answerConfirm(false)).toBe('출금이력을 정말로 삭제하시겠습니까?');
    await waitFor(() => expect(money.hideCharge).not.toHaveBeenCalled());
    fireEvent.click(within(table).getByRole('button', { name: '출금내역 삭제' }));
    answerConfirm(true);
    await waitFor(() => expect(money.hideCharge).toHaveBeenCalledWith(2));
  });

  it('deletes every finished withdrawal at once', async () => {
    const money = await setup([
      charge(1, 0, null),
      charge(2, 1, '2026-01-01T04:00:00.000Z'),
      charge(3, 2, '2026-01-01T05:00:00.000Z'),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: '내역삭제' }));
    expect(answerConfirm(true)).toBe('처리완료된 모든 환전이력을 삭제하시겠습니까?');
    await waitFor(() => expect(money.hideCharge.mock.calls).toEqual([[2], [3]]));
  });
});
