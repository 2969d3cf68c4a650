import { DIALOG_WIDTH } from '@kbet/sdk';
import { Dialog } from '@/components/ui/Dialog';
import { WithdrawalPanel } from './WithdrawalPanel';

/**
 * The withdrawal popup (spec §2, max width 1200).
 * @example openDialog('withdrawal')
 */
export function WithdrawalDialog({ onClose }: { readonly onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} title="출금신청" width={DIALOG_WIDTH.withdrawalMax}>
      <WithdrawalPanel />
    </Dialog>
  );
}
