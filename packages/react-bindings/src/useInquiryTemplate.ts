import type { InquiryKind, InquiryTemplate } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { MEMBER_KEY_PREFIX } from './useMemberResource';
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
    kind === null || memberId === null ? null : `${MEMBER_KEY_PREFIX}${memberId}:inquiryTemplate:${kind}`;
  return useResource(key, (signal) => client.board.inquiries.template(kind ?? 'general', { signal }));
}
