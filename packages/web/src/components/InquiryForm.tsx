import { validateInquiry } from '@kbet/sdk';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import { Input } from '@/components/ui/Input';
import { Textarea } from '@/components/ui/Textarea';
import styles from './InquiryForm.module.css';

/** An inquiry as written: both fields trimmed and non-empty once validated. */
export interface InquiryDraft {
  readonly title: string;
  readonly questionContents: string;
}

export interface InquiryFormProps {
  /** Fills the fields when it arrives (a template); they stay editable. */
  readonly prefill?: InquiryDraft;
  /** Under the question: where the answer will show. */
  readonly hint: string;
  /** While the inquiry is being sent. */
  readonly pending: boolean;
  /** Files a valid draft; resolves true when it was filed, which empties the fields. */
  readonly onSubmit: (draft: InquiryDraft) => Promise<boolean>;
}

type FieldName = keyof InquiryDraft;

/**
 * The inquiry form of members (1:1 inquiry, spec §5) and partners (/partner/customer): title and question
 * required (위 항목을 입력해주세요., the SDK's validateInquiry), the error on its field; the caller files it.
 * @example <InquiryForm hint="답변은 문의내역에서 확인할 수 있습니다." pending={send.pending} onSubmit={file} />
 */
export function InquiryForm({ prefill, hint, pending, onSubmit }: InquiryFormProps) {
  const [title, setTitle] = useState('');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);

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
    if (await onSubmit(form.value)) {
      setTitle('');
      setQuestion('');
    }
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
        hint={hint}
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
        <Button type="submit" variant="primary" loading={pending}>
          문의하기
        </Button>
      </div>
    </form>
  );
}
