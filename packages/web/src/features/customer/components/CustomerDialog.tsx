import type { InquiryKind } from '@kbet/sdk';
import { Dialog } from '@/components/ui/Dialog';
import { CustomerCenter } from './CustomerCenter';

export interface CustomerDialogProps {
  readonly onClose: () => void;
  /** openDialog('customer', { kind: 'depositAccount' }) opens it prefilled for a deposit-account question. */
  readonly kind?: InquiryKind;
}

/**
 * The customer (1:1 inquiry) dialog of spec §2; it can open prefilled for a deposit-account inquiry.
 * @example openDialog('customer', { kind: 'depositAccount' })
 */
export function CustomerDialog({ onClose, kind }: CustomerDialogProps) {
  return (
    <Dialog open onClose={onClose} title="고객센터 1:1 문의" width={760}>
      <CustomerCenter idPrefix="customer-dialog" kind={kind} />
    </Dialog>
  );
}
