import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type InquiryDraft, InquiryForm } from '../InquiryForm';

afterEach(cleanup);

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement | HTMLTextAreaElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: '문의하기' }));

const setup = (filed: boolean, prefill?: InquiryDraft) => {
  const onSubmit = vi.fn(async (_draft: InquiryDraft) => filed);
  const { rerender } = render(
    <InquiryForm hint="답변 안내" pending={false} onSubmit={onSubmit} {...(prefill && { prefill })} />,
  );
  return { onSubmit, rerender };
};

describe('InquiryForm (members and partners)', () => {
  it('needs a title: the error sits on its field and nothing is filed', async () => {
    const { onSubmit } = setup(true);
    type(/문의내용/, '질문');
    submit();
    expect(await screen.findByText('위 항목을 입력해주세요.')).toBeTruthy();
    expect(field(/제목/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('needs a question that is more than spaces', async () => {
    const { onSubmit } = setup(true);
    type(/제목/, '출금 문의');
    type(/문의내용/, '   ');
    submit();
    expect(await screen.findByText('위 항목을 입력해주세요.')).toBeTruthy();
    expect(field(/문의내용/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('files the trimmed draft and empties the fields once it was filed', async () => {
    const { onSubmit } = setup(true);
    type(/제목/, '  출금 문의 ');
    type(/문의내용/, ' 언제 되나요? ');
    submit();
    await waitFor(() => expect(field(/제목/).value).toBe(''));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      title: '출금 문의',
      questionContents: '언제 되나요?',
    });
    expect(field(/문의내용/).value).toBe('');
    expect(screen.queryByText('위 항목을 입력해주세요.')).toBeNull();
  });

  it('keeps what was written when the inquiry was not filed', async () => {
    const { onSubmit } = setup(false);
    type(/제목/, '출금 문의');
    type(/문의내용/, '질문');
    submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(field(/제목/).value).toBe('출금 문의');
    expect(field(/문의내용/).value).toBe('질문');
  });

  it('fills the fields from a prefill that arrives later, and they stay editable', () => {
    const { onSubmit, rerender } = setup(true);
    expect(field(/제목/).value).toBe('');
    rerender(
      <InquiryForm
        hint="답변 안내"
        pending={false}
        onSubmit={onSubmit}
        prefill={{ title: '입금계좌 문의', questionContents: '입금계좌 안내 부탁드립니다.' }}
      />,
    );
    expect(field(/제목/).value).toBe('입금계좌 문의');
    expect(field(/문의내용/).value).toBe('입금계좌 안내 부탁드립니다.');
    type(/제목/, '다른 제목');
    expect(field(/제목/).value).toBe('다른 제목');
  });
});
