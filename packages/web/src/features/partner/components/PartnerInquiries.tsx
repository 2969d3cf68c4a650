import { useAction, useKbetClient, usePartnerInquiries } from '@kbet/react';
import { type PartnerInquiryCreate, validateInquiry } from '@kbet/sdk';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DateTime } from '@/components/ui/DateTime';
import { Field } from '@/components/ui/Field';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Input } from '@/components/ui/Input';
import { Panel } from '@/components/ui/Panel';
import { Textarea } from '@/components/ui/Textarea';
import { toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';

type FieldName = 'title' | 'questionContents';

/**
 * /partner/customer (spec §2): the partner writes to staff (title and question required, refused while more
 * than 2 are unanswered) and reads staff's answers, newest inquiry first.
 */
export function PartnerInquiries() {
  const client = useKbetClient();
  const inquiries = usePartnerInquiries();
  const [title, setTitle] = useState('');
  const [question, setQuestion] = useState('');
  const [error, setError] = useState<{ field: FieldName; message: string } | null>(null);
  const send = useAction({
    action: (body: PartnerInquiryCreate) => client.partner.ask(body),
    invalidates: ['partner'],
    onSuccess: () => {
      toast('문의가 등록되었습니다.', 'success');
      setTitle('');
      setQuestion('');
    },
    onError: (failure) => reportError(failure),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const form = validateInquiry({ title, questionContents: question });
    if (!form.ok) {
      setError({ field: form.field === 'title' ? 'title' : 'questionContents', message: form.message });
      return;
    }
    setError(null);
    await send.run(form.value);
  };

  return (
    <Panel title="파트너 문의" level={1}>
      <div className={styles.page}>
        <form className={styles.page} onSubmit={submit} noValidate>
          <Field label="제목" required error={error?.field === 'title' ? error.message : null}>
            <Input value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
          </Field>
          <Field
            label="문의내용"
            required
            error={error?.field === 'questionContents' ? error.message : null}
            hint="답변은 아래 문의내역에서 확인할 수 있습니다."
          >
            <Textarea
              value={question}
              maxLength={4000}
              rows={5}
              onChange={(e) => setQuestion(e.target.value)}
            />
          </Field>
          <div>
            <Button type="submit" variant="primary" loading={send.pending}>
              문의하기
            </Button>
          </div>
        </form>
        <Loaded view={inquiries} what="문의내역을 불러오지 못했습니다.">
          {(rows) =>
            rows.length === 0 ? (
              <p>문의내역이 없습니다.</p>
            ) : (
              <ul className={styles.inquiries} aria-label="문의내역">
                {rows.map((inquiry) => (
                  <li key={inquiry.id}>
                    <article className={styles.inquiry}>
                      <h3>
                        {inquiry.title} <small>{inquiry.answers.length > 0 ? '답변완료' : '답변대기'}</small>
                      </h3>
                      <p className={styles.computation}>
                        <DateTime value={inquiry.createdAt} />
                      </p>
                      <p className={styles.question}>{inquiry.questionContents}</p>
                      {inquiry.answers.map((answer) => (
                        <HtmlContent key={answer.id} html={answer.answerContents} className={styles.answer} />
                      ))}
                    </article>
                  </li>
                ))}
              </ul>
            )
          }
        </Loaded>
      </div>
    </Panel>
  );
}
