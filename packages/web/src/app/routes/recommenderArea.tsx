import { paths } from '@/config/paths';
import { type AreaPage, AreaRoutes } from '../AreaRoutes';
import { lazyPage } from '../lazyPage';

const money = lazyPage(() => import('./downlineMoney'));

const PAGES: readonly AreaPage[] = [
  [paths.recommenderPt.path, lazyPage(() => import('./recommenderPt'))],
  [paths.recommenderMember.path, lazyPage(() => import('./downlineMember'))],
  [paths.recommenderDeposit.path, money],
  [paths.recommenderWithdraw.path, money],
  [paths.recommenderCalc.path, lazyPage(() => import('./downlineCalc'))],
];

/** /recommender/… (spec §2): the recommender area's pages, in its light layout (routes.tsx). */
export function Component() {
  return <AreaRoutes base={paths.recommender.path} pages={PAGES} />;
}
