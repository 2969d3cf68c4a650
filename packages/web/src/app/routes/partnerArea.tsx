import { paths } from '@/config/paths';
import { type AreaPage, AreaRoutes } from '../AreaRoutes';
import { lazyPage } from '../lazyPage';

const rolling = lazyPage(() => import('./partnerRolling'));
const money = lazyPage(() => import('./downlineMoney'));

const PAGES: readonly AreaPage[] = [
  [paths.partner.path, lazyPage(() => import('./partnerHome'))],
  ...[
    paths.partnerPt,
    paths.partnerPtSports,
    paths.partnerPtMini,
    paths.partnerPtVirtual,
    paths.partnerPtCasino,
    paths.partnerPtSlot,
  ].map((page): AreaPage => [page.path, rolling]),
  [paths.partnerMember.path, lazyPage(() => import('./downlineMember'))],
  [paths.partnerDeposit.path, money],
  [paths.partnerWithdraw.path, money],
  [paths.partnerBetHistory.path, lazyPage(() => import('./partnerBetHistory'))],
  [paths.partnerCasinoBetHistory.path, lazyPage(() => import('./partnerCasinoBetHistory'))],
  [paths.partnerCalc.path, lazyPage(() => import('./downlineCalc'))],
  [paths.partnerAnalysis.path, lazyPage(() => import('./partnerAnalysis'))],
  [paths.partnerCustomer.path, lazyPage(() => import('./partnerCustomer'))],
];

/** /partner/… (spec §2): the partner area's pages, in the partner layout behind its guard (routes.tsx). */
export function Component() {
  return <AreaRoutes base={paths.partner.path} pages={PAGES} />;
}
