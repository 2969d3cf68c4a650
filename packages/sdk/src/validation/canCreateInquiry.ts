import { UNANSWERED_INQUIRY_LIMIT } from '../constants/limits';
import { fail, ok, type ValidationResult } from '../core/result';
import { INQUIRY_PENDING } from '../i18n/ko';
import type { Readable } from './isRead';

/** An inquiry as the inquiry rules need it (§3 customer inquiry). */
export interface InquiryLike extends Readable {
  readonly id: number | string;
  readonly customerAnswer?: readonly unknown[] | null;
}

/**
 * An inquiry is answered once it has answer entries (§4).
 * @example isInquiryAnswered({ id: 1, customerAnswer: [] }) // false
 */
export const isInquiryAnswered = (inquiry: InquiryLike): boolean => (inquiry.customerAnswer?.length ?? 0) > 0;

/**
 * How many of the member's inquiries are still unanswered.
 * @example countUnansweredInquiries([{ id: 1 }, { id: 2, customerAnswer: [{ id: 9 }] }]) // 1
 */
export const countUnansweredInquiries = (inquiries: readonly InquiryLike[]): number =>
  inquiries.filter((inquiry) => !isInquiryAnswered(inquiry)).length;

/**
 * A new inquiry is refused while more than 2 are unanswered (§5); 2 still allows one more.
 * @example canCreateInquiry(3) // fails INQUIRY_PENDING
 */
export function canCreateInquiry(unansweredCount: number): ValidationResult<void> {
  return unansweredCount > UNANSWERED_INQUIRY_LIMIT
    ? fail('INQUIRY_PENDING', INQUIRY_PENDING)
    : ok(undefined);
}
