import { useAction, useKbetClient, usePartnerInquiries } from '@kbet/react';
import type { PartnerInquiryCreate } from '@kbet/sdk';
import { InquiryForm } from '@/components/InquiryForm';
import { DateTime } from '@/components/ui/DateTime';
import { HtmlContent } from '@/components/ui/HtmlContent';
import { Panel } from '@/components/ui/Panel';
import { toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';
import { Loaded } from './Loaded';
import styles from './PartnerPage.module.css';

/**
 * /partner/customer (spec §2): the partner writes to staff (title and question required, refused while more
 * than 2 are unanswered) and reads staff's answers, newest inquiry first.
 */
export function PartnerInquiries() {
  const client = useKbetClient();
  const inquiries = usePartnerInquiries();
  const send = useAction({
    action: (body: PartnerInquiryCreate) => client.partner.ask(body),
    invalidates: ['partner'],
    onSuccess: () => toast('문의가 등록되었습니다.', 'success'),
    onError: (failure) => reportError(failure),
  });

  return (
    <Panel title="파트너 문의" level={1}>
      <div className={styles.page}>
        <InquiryForm
          hint="답변은 아래 문의내역에서 확인할 수 있습니다."
          pending={send.pending}
          onSubmit={async (draft) => (await send.run(draft)) !== undefined}
        />
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
