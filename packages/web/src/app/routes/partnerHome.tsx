import { PartnerDashboard } from '@/features/partner/components/PartnerDashboard';

/** /partner (spec §2): the partner's dashboard. */
export function Component() {
  return <PartnerDashboard />;
}
