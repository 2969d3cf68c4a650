import type { DownlineArea } from '@kbet/react';
import { paths } from '@/config/paths';

/** One entry of an area's side menu. */
export interface AreaMenuEntry {
  readonly label: string;
  readonly href: string;
}

/** The side menus of the partner and recommender areas (spec §2), in the spec's order of the pages kbet builds. */
export const AREA_MENU: Readonly<Record<DownlineArea, readonly AreaMenuEntry[]>> = {
  partner: [
    { label: '대시보드', href: paths.partner.path },
    { label: '전체 롤링', href: paths.partnerPt.path },
    { label: '스포츠 롤링', href: paths.partnerPtSports.path },
    { label: '미니게임 롤링', href: paths.partnerPtMini.path },
    { label: '가상스포츠 롤링', href: paths.partnerPtVirtual.path },
    { label: '카지노 롤링', href: paths.partnerPtCasino.path },
    { label: '슬롯 롤링', href: paths.partnerPtSlot.path },
    { label: '하부 회원', href: paths.partnerMember.path },
    { label: '입금 내역', href: paths.partnerDeposit.path },
    { label: '출금 내역', href: paths.partnerWithdraw.path },
    { label: '배팅 내역', href: paths.partnerBetHistory.path },
    { label: '카지노 배팅 내역', href: paths.partnerCasinoBetHistory.path },
    { label: '정산 내역', href: paths.partnerCalc.path },
    { label: '분석', href: paths.partnerAnalysis.path },
    { label: '파트너 문의', href: paths.partnerCustomer.path },
  ],
  recommender: [
    { label: '루징 정산', href: paths.recommenderPt.path },
    { label: '추천 회원', href: paths.recommenderMember.path },
    { label: '입금 내역', href: paths.recommenderDeposit.path },
    { label: '출금 내역', href: paths.recommenderWithdraw.path },
    { label: '정산 로그', href: paths.recommenderCalc.path },
  ],
};

/** The area's name in the top bar and drawer. */
export const AREA_TITLE: Readonly<Record<DownlineArea, string>> = {
  partner: '파트너 관리',
  recommender: '추천인 관리',
};
