import { KbetProvider } from '@kbet/react';
import {
  type CustomerInquiry,
  createResourceCache,
  createSessionStore,
  type KbetClient,
  User,
} from '@kbet/sdk';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notifications } from '@/lib/notify';
import { InquiryForm } from '../components/InquiryForm';

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

const inquiry = (id: number, answered: boolean): CustomerInquiry => ({
  id,
  title: `문의 ${id}`,
  questionContents: '내용',
  customerAnswer: answered ? [{ id: 1, answerContents: '답변' }] : [],
  confirmStatus: 0,
  createdAt: '2026-01-01T00:00:00.000Z',
  deletedFlg: 0,
});

const setup = async (existing: CustomerInquiry[], kind?: 'depositAccount') => {
  const client = {
    auth: { login: vi.fn(async () => ({ user: member, token: 't' })), logout: vi.fn() },
    member: { get: vi.fn(async () => member) },
    board: {
      messages: { unreadCount: vi.fn(async () => 0) },
      inquiries: {
        list: vi.fn(async () => existing),
        create: vi.fn(async () => '전송완료'),
        template: vi.fn(async (k: string) => ({
          kind: k,
          title: '입금계좌 문의',
          questionContents: '입금계좌 안내 부탁드립니다.',
        })),
      },
    },
  };
  const session = createSessionStore(client as never, { pollMs: 0 });
  await session.restore();
  await session.login({ userId: 'member01', password: 'kbet1234' });
  const onSent = vi.fn();
  await act(async () => {
    render(
      <KbetProvider
        client={client as unknown as KbetClient}
        stores={{ session, cache: createResourceCache() }}
      >
        <InquiryForm kind={kind} onSent={onSent} />
      </KbetProvider>,
    );
  });
  return { client, onSent };
};

describe('InquiryForm', () => {
  it('needs a title and a question (위 항목을 입력해주세요.)', async () => {
    const { client } = await setup([]);
    fireEvent.change(screen.getByLabelText(/문의내용/), { target: { value: '질문' } });
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    expect(await screen.findByText('위 항목을 입력해주세요.')).toBeTruthy();
    expect(client.board.inquiries.create).not.toHaveBeenCalled();
  });

  it('is refused while more than 2 inquiries are unanswered', async () => {
    const { client } = await setup([
      inquiry(1, false),
      inquiry(2, false),
      inquiry(3, false),
      inquiry(4, true),
    ]);
    fireEvent.change(screen.getByLabelText(/제목/), { target: { value: '출금 문의' } });
    fireEvent.change(screen.getByLabelText(/문의내용/), { target: { value: '질문' } });
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() =>
      expect(notifications.get().find((n) => n.kind === 'alert')?.message).toBe(
        '처리중인 문의건이 있습니다. 잠시만 기다려주십시요.',
      ),
    );
    const shown = notifications.get().find((n) => n.kind === 'alert');
    if (shown?.kind === 'alert') act(() => shown.done());
    expect(client.board.inquiries.create).not.toHaveBeenCalled();
  });

  it('opens prefilled for a deposit-account question and files it under that kind', async () => {
    const { client, onSent } = await setup([inquiry(1, false), inquiry(2, false)], 'depositAccount');
    await waitFor(() =>
      expect((screen.getByLabelText(/제목/) as HTMLInputElement).value).toBe('입금계좌 문의'),
    );
    fireEvent.click(screen.getByRole('button', { name: '문의하기' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    expect(client.board.inquiries.create).toHaveBeenCalledExactlyOnceWith({
      memberId: 7,
      title: '입금계좌 문의',
      questionContents: '입금계좌 안내 부탁드립니다.',
      kind: 'depositAccount',
    });
  });
});
