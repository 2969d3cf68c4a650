import { KbetProvider } from '@kbet/react';
import { createResourceCache, createSessionStore, type KbetClient, type Message, User } from '@kbet/sdk';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@/lib/notify';
import { MessageList } from '../components/MessageList';

vi.mock('@/lib/createHtmlSanitizer', () => ({ createHtmlSanitizer: () => (html: string) => html }));

afterEach(cleanup);

const member = User.parse({
  id: 7,
  userId: 'member02',
  nickname: '회원02',
  role: 2,
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

const message = (id: number, confirmStatus: 0 | 1): Message => ({
  id,
  title: `쪽지 ${id}`,
  contents: `<p>내용 ${id}</p>`,
  confirmStatus,
  createdAt: '2026-01-01T00:00:00.000Z',
  userDeleteFlg: 0,
});

const setup = async () => {
  let unread = 1;
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn() },
    member: { get: vi.fn(async () => member) },
    board: {
      messages: {
        unreadCount: vi.fn(async () => unread),
        list: vi.fn(async () => [message(1, 0), message(2, 1)]),
        read: vi.fn(async () => {
          unread = 0;
          return '조회되었습니다.';
        }),
        delete: vi.fn(async () => '삭제되었습니다.'),
      },
    },
  };
  const session = createSessionStore(client as never, { pollMs: 0 });
  await session.restore();
  await session.login({ userId: 'member02', password: 'kbet1234' });
  await act(async () => {
    render(
      <KbetProvider
        client={client as unknown as KbetClient}
        stores={{ session, cache: createResourceCache() }}
      >
        <MessageList />
      </KbetProvider>,
    );
  });
  await screen.findByText('쪽지 1');
  return { client, session };
};

const lastAlert = () => notifications.get().find((n) => n.kind === 'alert');

describe('MessageList', () => {
  it('opening an unread message marks it read and re-reads the unread count', async () => {
    const { client, session } = await setup();
    expect(session.get().unreadCount).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: /쪽지 1/ }));
    expect(await screen.findByText('내용 1')).toBeTruthy();
    expect(client.board.messages.read).toHaveBeenCalledExactlyOnceWith(1);
    await waitFor(() => expect(session.get().unreadCount).toBe(0));
    expect(screen.getAllByText('읽음')).toHaveLength(2);
  });

  it('refuses to delete an unread message and deletes read ones after the confirm', async () => {
    const { client } = await setup();
    fireEvent.click(screen.getByLabelText('쪽지 1 선택'));
    fireEvent.click(screen.getByRole('button', { name: /선택삭제/ }));
    await waitFor(() =>
      expect(lastAlert()?.message).toBe('읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.'),
    );
    const refusal = lastAlert();
    if (refusal?.kind === 'alert') act(() => refusal.done());
    expect(client.board.messages.delete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('쪽지 1 선택'));
    fireEvent.click(screen.getByLabelText('쪽지 2 선택'));
    fireEvent.click(screen.getByRole('button', { name: /선택삭제/ }));
    await waitFor(() => expect(notifications.get().some((n) => n.kind === 'confirm')).toBe(true));
    const ask = notifications.get().find((n) => n.kind === 'confirm');
    expect(ask?.message).toBe('선택한 항목을 삭제하시겠습니까?');
    await act(async () => ask?.kind === 'confirm' && ask.done(true));
    await waitFor(() => expect(client.board.messages.delete).toHaveBeenCalledExactlyOnceWith([2]));
  });
});
