import { findVirtualLeague } from '@kbet/sdk';
import { useLocation } from 'react-router';
import { Dialog } from '@/components/ui/Dialog';
import { VirtualCart } from './VirtualCart';

/**
 * The virtual area's cart dialog (spec §2: the phone's cart opens the slip of the current area): the cart of
 * the league the page shows.
 * @example openDialog('virtualSlip')
 */
export function VirtualCartDialog({ onClose }: { readonly onClose: () => void }) {
  const league = findVirtualLeague(useLocation().pathname.replace(/^\/bet365\//, ''));
  return (
    <Dialog open onClose={onClose} closeOnOutsideClick title="가상스포츠 베팅카트" width={420}>
      {league ? <VirtualCart league={league} onPlaced={onClose} /> : <p>리그를 선택해주세요.</p>}
    </Dialog>
  );
}
