import { useAction } from '@kbet/react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Textarea } from '@/components/ui/Textarea';
import { reportError } from '@/lib/reportError';
import type { StaffApi } from '../api/staffApi';
import styles from './StaffHome.module.css';

/** The answer box of one waiting inquiry on the staff home; the answered inquiry leaves the queue. */
export function InquiryAnswerForm({
  api,
  inquiryId,
}: {
  readonly api: StaffApi;
  readonly inquiryId: number;
}) {
  const [text, setText] = useState('');
  const answer = useAction({
    action: (answerContents: string) => api.inquiries.answer(inquiryId, { answerContents }),
    invalidates: ['staff'],
    onError: (error) => reportError(error),
  });
  return (
    <div className={styles.answer}>
      <Textarea aria-label="답변 내용" rows={2} value={text} onChange={(e) => setText(e.target.value)} />
      <Button
        size="sm"
        variant="primary"
        disabled={text.trim() === '' || answer.pending}
        onClick={() => void answer.run(text)}
      >
        답변
      </Button>
    </div>
  );
}
