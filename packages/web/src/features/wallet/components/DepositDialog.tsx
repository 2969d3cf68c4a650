import { DIALOG_WIDTH } from '@kbet/sdk';
import { Dialog } from '@/components/ui/Dialog';
import { DepositPanel } from './DepositPanel';

/**
 * The deposit dialog (spec §2, max width 1200): the deposit form and history.
 * @example openDialog('deposit')
 */
export function DepositDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="입금신청" width={DIALOG_WIDTH.depositMax}>
      <DepositPanel />
    </Dialog>
  );
}
