import type { CustomerInquiry, InquiryKind } from '@kbet/sdk';
import { testUser } from '@kbet/testkit/user';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerNotice, pendingMessages } from '@/test/notices';
import { renderWithKbet } from '@/test/renderWithKbet';
import { MemberInquiryForm } from '../components/MemberInquiryForm';

afterEach(cleanup);

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
  const onSent = vi.fn();
  const { client } = await renderWithKbet(<MemberInquiryForm kind={kind} onSent={onSent} />, {
    user: testUser(),
    client: {
      board: {
        inquiries: {
          list: vi.fn(async () => existing),
          create: vi.fn(async () => '전송완료'),
          template: vi.fn(async (k: InquiryKind) => ({
            kind: k,
            title: '입금계좌 문의',
            questionContents: '입금계좌 안내 부탁드립니다.',
          })),
        },
      },
    },
  });
  return { client, onSent };
};

describe('MemberInquiryForm', () => {
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
      expect(pendingMessages()).toEqual(['처리중인 문의건이 있습니다. 잠시만 기다려주십시요.']),
    );
    act(() => void answerNotice());
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
