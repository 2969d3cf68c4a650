import { missingField, type TextInput } from '../core/missingField';
import { fail, ok, type ValidationResult } from '../core/result';
import { FIELD_REQUIRED } from '../i18n/ko';

export interface NonMemberInquiryForm {
  readonly name: TextInput;
  readonly phoneNumber: TextInput;
  readonly question: TextInput;
}

/**
 * Non-member inquiry form (§5): all fields required; values come back trimmed.
 * @example validateNonMemberInquiry({ name: '김철수', phoneNumber: '', question: '가입 문의' }) // fails FIELD_REQUIRED, field 'phoneNumber'
 */
export function validateNonMemberInquiry(
  form: NonMemberInquiryForm,
): ValidationResult<{ name: string; phoneNumber: string; question: string }> {
  const value = {
    name: (form.name ?? '').trim(),
    phoneNumber: (form.phoneNumber ?? '').trim(),
    question: (form.question ?? '').trim(),
  };
  const field = missingField(value);
  return field ? fail('FIELD_REQUIRED', FIELD_REQUIRED, { field }) : ok(value);
}
