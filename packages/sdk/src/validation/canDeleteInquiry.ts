import { fail, ok, type ValidationResult } from '../core/result';
import { INQUIRY_DELETE_UNANSWERED, INQUIRY_DELETE_UNREAD, INQUIRY_NONE_SELECTED } from '../i18n/ko';
import { type InquiryLike, isInquiryAnswered } from './canCreateInquiry';
import { isRead } from './isRead';

/**
 * Whether the selected inquiries may be deleted (§5): something selected, every one answered, every one read.
 * Accepts one inquiry or a multi-selection; the value is the ids to delete.
 * @example canDeleteInquiry({ id: 7, customerAnswer: [{ id: 1 }], confirmStatus: 0 }) // fails INQUIRY_DELETE_UNREAD
 */
export function canDeleteInquiry(
  selection: InquiryLike | readonly InquiryLike[] | null | undefined,
): ValidationResult<Array<number | string>> {
  const selected: readonly InquiryLike[] =
    selection == null ? [] : 'id' in selection ? [selection] : selection;
  if (selected.length === 0) return fail('INQUIRY_NONE_SELECTED', INQUIRY_NONE_SELECTED);
  if (!selected.every(isInquiryAnswered)) return fail('INQUIRY_DELETE_UNANSWERED', INQUIRY_DELETE_UNANSWERED);
  if (!selected.every(isRead)) return fail('INQUIRY_DELETE_UNREAD', INQUIRY_DELETE_UNREAD);
  return ok(selected.map((inquiry) => inquiry.id));
}
