import { type InquiryKind, type InquiryTemplate, memberResourceKey } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { type ResourceView, useResource } from './useResource';
import { useStore } from './useStore';

/**
 * The customer dialog's prefilled title and question for a kind (GET /customer/template/{kind}), for a member;
 * a null kind loads nothing.
 * @example const { data: template } = useInquiryTemplate('depositAccount');
 */
export function useInquiryTemplate(kind: InquiryKind | null): ResourceView<InquiryTemplate> {
  const { client, stores } = useKbet();
  const memberId = useStore(stores.session, (s) => s.user?.id ?? null);
  const key =
    kind === null || memberId === null ? null : memberResourceKey(memberId, `inquiryTemplate:${kind}`);
  return useResource(key, (signal) => client.board.inquiries.template(kind ?? 'general', { signal }));
}
