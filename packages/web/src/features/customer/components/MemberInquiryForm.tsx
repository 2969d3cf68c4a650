import { useAction, useInquiries, useInquiryTemplate, useKbetClient, useUser } from '@kbet/react';
import {
  type CustomerInquiryCreate,
  canCreateInquiry,
  countUnansweredInquiries,
  type InquiryKind,
} from '@kbet/sdk';
import { type InquiryDraft, InquiryForm } from '@/components/InquiryForm';
import { alert, toast } from '@/lib/notify';
import { reportError } from '@/lib/reportError';

export interface MemberInquiryFormProps {
  /** Opens prefilled for this kind (spec §2: 'depositAccount' asks for the deposit account). */
  readonly kind?: InquiryKind;
  /** After the inquiry was filed. */
  readonly onSent?: () => void;
}

/**
 * A member's new 1:1 inquiry (spec §5): refused while more than 2 are unanswered; a kind prefills it from
 * GET /customer/template/{kind}.
 * @example <MemberInquiryForm kind="depositAccount" onSent={() => setTab('list')} />
 */
export function MemberInquiryForm({ kind = 'general', onSent }: MemberInquiryFormProps) {
  const client = useKbetClient();
  const user = useUser();
  const inquiries = useInquiries();
  const template = useInquiryTemplate(kind === 'general' ? null : kind);
  const send = useAction({
    action: (body: CustomerInquiryCreate) => client.board.inquiries.create(body),
    invalidates: ['inquiries'],
    onSuccess: (message) => {
      toast(message, 'success');
      onSent?.();
    },
    onError: (failure) => reportError(failure),
  });

  const file = async (draft: InquiryDraft) => {
    if (!user) return false;
    const allowed = canCreateInquiry(countUnansweredInquiries(inquiries.data ?? []));
    if (!allowed.ok) {
      void alert(allowed.message);
      return false;
    }
    return (await send.run({ memberId: user.id, ...draft, kind })) !== undefined;
  };

  return (
    <InquiryForm
      {...(template.data && { prefill: template.data })}
      hint="답변은 문의내역에서 확인할 수 있습니다. 처리중인 문의가 3건 이상이면 새 문의를 등록할 수 없습니다."
      pending={send.pending}
      onSubmit={file}
    />
  );
}
