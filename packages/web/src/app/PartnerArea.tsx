import { PartnerLayout } from '@/features/partner/components/PartnerLayout';
import { SecondFactorGate } from './SecondFactorGate';

/**
 * The partner area (spec §2): its layout behind the second factor's enrolment (compliance §10). A module of its own,
 * loaded with the partner pages, so the gate stays out of the first page's JavaScript.
 */
export function PartnerArea() {
  return (
    <SecondFactorGate>
      <PartnerLayout area="partner" />
    </SecondFactorGate>
  );
}
