import { useAction, useInquiries, useInquiryTemplate, useKbetClient, useUser } from '@kbet/react';
import {
  type CustomerInquiryCreate,
  canCreateInquiry,
  countUnansweredInquiries,
  type InquiryKind,
  validateInquiry,
} from '@kbet/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import { alert, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import styles from './InquiryForm.module.css';

export interface InquiryFormProps {
  /** Opens prefilled for this kind (spec §2: 'depositAccount' asks for the deposit account). */
  readonly kind?: InquiryKind;
  /** After the inquiry was filed. */
  readonly onSent?: () => void;
}

type FieldName = 'title' | 'questionContents';

/**
 * A new 1:1 inquiry (spec §5): title and question required (위 항목을 입력해주세요.), refused while more than
 * 2 are unanswered; a kind prefills it from GET /customer/template/{kind}.
 * @example <InquiryForm kind="depositAccount" onSent={() => setTab('list')} />
 */
export function InquiryForm({ kind = 'general', onSent }: InquiryFormProps) {
  const client = useKbetClient();
  const user = useUser();
  const inquiries = useInquiries();
  const template = useInquiryTemplate(kind === 'general' ? null : kind);
  const [title, setTitle] = useState('');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const send = useAction({
    action: (body: CustomerInquiryCreate) => client.board.inquiries.create(body),
    invalidates: ['inquiries'],
    onSuccess: (message) => {
      toast(message, 'success');
      setTitle('');
      setQuestion('');
      onSent?.();
    },
    onError: (failure) => reportError(failure),
  });
  const prefill = template.data;

  useEffect(() => {
    if (!prefill) return;
    setTitle(prefill.title);
    setQuestion(prefill.questionContents);
  }, [prefill]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validateInquiry({ title, questionContents: question });
    if (!form.ok) {
      setError({ field: form.field === 'title' ? 'title' : 'questionContents', message: form.message });
      return;
    }
    setError(null);
    if (!user) return;
    const allowed = canCreateInquiry(countUnansweredInquiries(inquiries.data ?? []));
    if (!allowed.ok) return alert(allowed.message);
    await send.run({ memberId: user.id, ...form.value, kind });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <Field label="제목" required error={error?.field === 'title' ? error.message : null}>
        <Input
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="문의 제목"
        />
      </Field>
      <Field
        label="문의내용"
        required
        error={error?.field === 'questionContents' ? error.message : null}
        hint="답변은 문의내역에서 확인할 수 있습니다. 처리중인 문의가 3건 이상이면 새 문의를 등록할 수 없습니다."
      >
        <Textarea
          value={question}
          maxLength={4000}
          rows={7}
          onChange={(e) => setQuestion(e.target.value)}
          placeholder="문의하실 내용을 입력해주세요."
        />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" loading={send.pending}>
          문의하기
        </Button>
      </div>
    </form>
  );
}
