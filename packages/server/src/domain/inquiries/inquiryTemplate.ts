import { type InquiryKind, type InquiryTemplate, ko } from '@kbet/sdk';

/**
 * What the customer dialog opens prefilled with for a kind (spec §2: prefilled for a deposit-account
 * inquiry); a general inquiry opens empty.
 * @example inquiryTemplate('depositAccount').title // '입금계좌 문의'
 */
export function inquiryTemplate(kind: InquiryKind): InquiryTemplate {
  return kind === 'depositAccount'
    ? { kind, title: ko.INQUIRY_DEPOSIT_ACCOUNT_TITLE, questionContents: ko.INQUIRY_DEPOSIT_ACCOUNT_QUESTION }
    : { kind, title: '', questionContents: '' };
}
