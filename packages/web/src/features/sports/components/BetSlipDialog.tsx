import { Dialog } from '@/components/ui/Dialog';
import { useAfterFirstPaint } from '@/lib/useAfterFirstPaint';
import type { SportsArea } from '../hooks/useSportsSlip';
import { BetSlip } from './BetSlip';
import styles from './BetSlipDialog.module.css';

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
 * The mobile cart (spec §2): the slip of the current area in a dialog. The dialog opens in the tap's own frame and
 * the slip fills it in a render of its own once that frame is painted: on a phone the tap's task already holds the
 * modal's style pass over the whole page, and the slip's first render (its form, quick amounts and picks) would
 * double it. Its place until then is still: no shimmer to animate in the frames of the tap.
 * @example openDialog('betSlip', { area: 'inplay' })
 */
export function BetSlipDialog({ area, onClose }: BetSlipDialogProps) {
  const slipArea: SportsArea = area === 'inplay' || area === 'event' ? area : 'prematch';
  const slipShown = useAfterFirstPaint();
  return (
    <Dialog open onClose={onClose} closeOnOutsideClick title={TITLES[slipArea]} width={420}>
      {slipShown ? (
        <BetSlip area={slipArea} embedded />
      ) : (
        <span className={styles.opening} aria-hidden="true" />
      )}
    </Dialog>
  );
}
