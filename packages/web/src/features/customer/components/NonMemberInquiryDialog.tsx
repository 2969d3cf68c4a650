import { useAction, useKbetClient } from '@kbet/react';
import { type NonMemberInquiry, validateNonMemberInquiry } from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { alert } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './NonMemberInquiryDialog.module.css';

const FORM_ID = 'non-member-inquiry';

/**
 * The non-member inquiry dialog (spec §2, §5): name, phone and question, all required. A failure reads
 * '문제가 발생했습니다…' (spec §8), except the hourly limit, which says to wait.
 * @example openDialog('nonMemberInquiry')
 */
export function NonMemberInquiryDialog({ onClose }: { readonly onClose: () => void }) {
  const client = useKbetClient();
  const [name, setName] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<{ field?: string; message: string } | null>(null);
  const send = useAction({
    action: (body: NonMemberInquiry) => client.board.nonMemberInquiry(body),
    onSuccess: (answer) => {
      onClose();
      void alert(answer);
    },
    // A rate limit (429) keeps its own message and wait: mapHttpFailure words it before any context.
    onError: (failure) => reportError(failure, { context: 'nonMemberInquiry' }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const form = validateNonMemberInquiry({ name, phoneNumber, question });
    if (!form.ok) return setError({ field: form.field, message: form.message });
    setError(null);
    void send.run(form.value);
  };

  const errorFor = (field: string) => (error?.field === field ? error.message : null);
  return (
    <Dialog
      open
      onClose={onClose}
      title="비회원 문의"
      width={520}
      footer={
        <>
          <Button onClick={onClose}>취소</Button>
          <Button type="submit" form={FORM_ID} variant="primary" loading={send.pending}>
            문의하기
          </Button>
        </>
      }
    >
      <form id={FORM_ID} className={styles.form} onSubmit={submit} noValidate>
        <p className={styles.lead}>
          가입 또는 로그인에 문제가 있으신가요? 남겨주신 연락처로 답변을 드립니다.
        </p>
        <Field label="이름" required error={errorFor('name')}>
          <Input value={name} maxLength={80} autoComplete="name" onChange={(e) => setName(e.target.value)} />
        </Field>
        <Field label="연락처" required error={errorFor('phoneNumber')}>
          <Input
            type="tel"
            inputMode="tel"
            value={phoneNumber}
            maxLength={40}
            autoComplete="tel"
            placeholder="010-0000-0000"
            onChange={(e) => setPhoneNumber(e.target.value)}
          />
        </Field>
        <Field label="문의내용" required error={errorFor('question')}>
          <Textarea
            value={question}
            rows={6}
            maxLength={4000}
            onChange={(e) => setQuestion(e.target.value)}
          />
        </Field>
      </form>
    </Dialog>
  );
}
