import { VERTICAL, type Vertical } from '@kbet/sdk';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { VerticalRolling } from '@/features/partner/components/VerticalRolling';

const PAGE_VERTICAL: Readonly<Record<string, Vertical>> = {
  [paths.partnerPtSports.path]: VERTICAL.SPORTS,
  [paths.partnerPtMini.path]: VERTICAL.MINIGAME,
  [paths.partnerPtVirtual.path]: VERTICAL.VIRTUAL,
  [paths.partnerPtCasino.path]: VERTICAL.CASINO,
  [paths.partnerPtSlot.path]: VERTICAL.SLOT,
};

/** /partner/pt (every vertical) and /partner/pt_sports, pt_mini, pt_virtual, pt_casino, pt_slot (spec §2). */
export function Component() {
  const { pathname } = useLocation();
  return <VerticalRolling key={pathname} vertical={PAGE_VERTICAL[pathname]} />;
}
