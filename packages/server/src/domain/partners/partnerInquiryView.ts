import type { PartnerInquiry } from '@kbet/sdk';
import type { InquiryRow } from '../../repositories/inquiriesRepository';
import { sanitizeHtml } from '../sanitize/sanitizeHtml';

/**
 * A partner's inquiry as the partner area shows it: the partner's text as written (shown as text), staff's
 * HTML answers sanitised.
 * @example rows.map(partnerInquiryView)
 */
export const partnerInquiryView = (row: InquiryRow): PartnerInquiry => ({
  id: row.id,
  title: row.title,
  questionContents: row.questionContents,
  answers: row.customerAnswer.map((answer) => ({
    id: answer.id,
    answerContents: sanitizeHtml(answer.answerContents),
  })),
  createdAt: row.createdAt.toISOString(),
});
