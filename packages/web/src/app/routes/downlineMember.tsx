import { useLocation } from 'react-router';
import { DownlineMembers } from '@/features/partner/components/DownlineMembers';
import { areaOf } from '@/features/partner/utils/areaOf';

/** /partner/member and /recommender/member (spec §2). */
export function Component() {
  return <DownlineMembers area={areaOf(useLocation().pathname)} />;
}
