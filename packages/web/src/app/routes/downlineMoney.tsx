import { useLocation } from 'react-router';
import { DownlineMoney } from '@/features/partner/components/DownlineMoney';
import { areaOf } from '@/features/partner/utils/areaOf';

/** /partner/deposit, /partner/withdraw, /recommender/deposit and /recommender/withdraw (spec §2). */
export function Component() {
  const { pathname } = useLocation();
  const kind = pathname.endsWith('/withdraw') ? 'withdrawals' : 'deposits';
  return <DownlineMoney key={pathname} area={areaOf(pathname)} kind={kind} />;
}
