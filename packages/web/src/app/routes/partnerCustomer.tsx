import { PartnerInquiries } from '@/features/partner/components/PartnerInquiries';

/** /partner/customer (spec §2): partner inquiries to staff. */
export function Component() {
  return <PartnerInquiries />;
}
