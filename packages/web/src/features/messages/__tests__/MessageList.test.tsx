import type { Message } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerNotice, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { MessageList } from '../components/MessageList';

vi.mock('@/lib/createHtmlSanitizer', () => ({ createHtmlSanitizer: () => (html: string) => html }));

afterEach(cleanup);

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
  const kbet = await renderWithKbet(<MessageList />, {
    user: testUser({ userId: 'member02', nickname: '회원02', role: 2 }),
    client: {
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
    },
  });
  await screen.findByText('쪽지 1');
  return kbet;
};

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
      expect(pendingMessages()).toEqual(['읽지않은 쪽지는 삭제할수 없습니다. 읽은 후 삭제해주세요.']),
    );
    act(() => void answerNotice());
    expect(client.board.messages.delete).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText('쪽지 1 선택'));
    fireEvent.click(screen.getByLabelText('쪽지 2 선택'));
    fireEvent.click(screen.getByRole('button', { name: /선택삭제/ }));
    await waitFor(() => expect(pendingMessages()).toEqual(['선택한 항목을 삭제하시겠습니까?']));
    await act(async () => void answerNotice(true));
    await waitFor(() => expect(client.board.messages.delete).toHaveBeenCalledExactlyOnceWith([2]));
  });
});
