import { Dialog } from '@/components/ui/Dialog';
import type { SportsArea } from '../hooks/useSportsSlip';
import { BetSlip } from './BetSlip';

export interface BetSlipDialogProps {
  /** The footer cart's area (spec §2); areas without their own sports slip show the pre-match one. */
  readonly area?: string;
  readonly onClose: () => void;
}

const TITLES: Readonly<Record<SportsArea, string>> = {
  prematch: '베팅카트',
  inplay: '인플레이 베팅카트',
  event: '이벤트 베팅카트',
};

/**
 * The mobile cart (spec §2): the slip of the current area in a dialog.
 * @example openDialog('betSlip', { area: 'inplay' })
 */
export function BetSlipDialog({ area, onClose }: BetSlipDialogProps) {
  const slipArea: SportsArea = area === 'inplay' || area === 'event' ? area : 'prematch';
  return (
    <Dialog open onClose={onClose} closeOnOutsideClick title={TITLES[slipArea]} width={420}>
      <BetSlip area={slipArea} embedded />
    </Dialog>
  );
}
