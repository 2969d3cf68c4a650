import type { CustomerInquiry } from '@kbet/sdk';
import type { InquiryRow } from '../../repositories/inquiriesRepository';
import { sanitizeHtml } from '../sanitize/sanitizeHtml';

/**
 * The wire CustomerInquiry of spec §3. The member's own text goes out as written (clients show it as
 * text); staff answers are HTML and sanitised.
 * @example reply.send(rows.map(toCustomerInquiry));
 */
export const toCustomerInquiry = (row: InquiryRow): CustomerInquiry => ({
  id: row.id,
  title: row.title,
  questionContents: row.questionContents,
  customerAnswer: row.customerAnswer.map((answer) => ({
    id: answer.id,
    answerContents: sanitizeHtml(answer.answerContents),
  })),
  confirmStatus: row.confirmStatus === 1 ? 1 : 0,
  createdAt: row.createdAt.toISOString(),
  deletedFlg: row.deletedFlg === 1 ? 1 : 0,
});
