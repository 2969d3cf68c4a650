import { missingField, type TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { FIELD_REQUIRED } from '../i18n/ko';

export interface InquiryForm {
  readonly title: TextInput;
  readonly questionContents: TextInput;
}

/**
 * 1:1 inquiry form (§5): title and content required (위 항목을 입력해주세요.).
 * @example validateInquiry({ title: '출금 문의', questionContents: '' }) // fails FIELD_REQUIRED, field 'questionContents'
 */
export function validateInquiry(
  form: InquiryForm,
): ValidationResult<{ title: string; questionContents: string }> {
  const value = { title: (form.title ?? '').trim(), questionContents: (form.questionContents ?? '').trim() };
  const field = missingField(value);
  return field ? fail('FIELD_REQUIRED', FIELD_REQUIRED, { field }) : ok(value);
}
