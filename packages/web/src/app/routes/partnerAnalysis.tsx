import { PartnerAnalysis } from '@/features/partner/components/PartnerAnalysis';

/** /partner/analysis (spec §2, desktop only). */
export function Component() {
  return <PartnerAnalysis />;
}
