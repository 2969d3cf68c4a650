import { useLocation } from 'react-router';
import { SettlementLines } from '@/features/partner/components/SettlementLines';
import { areaOf } from '@/features/partner/utils/areaOf';

/** /partner/calc (settlements) and /recommender/calc (settlement log), spec §2. */
export function Component() {
  const area = areaOf(useLocation().pathname);
  return <SettlementLines area={area} title={area === 'partner' ? '정산 내역' : '정산 로그'} />;
}
