import { useEffect } from 'react';
import { useIsMobile } from '@/lib/useIsMobile';

/**
 * The code of the phone's cart dialog, which the footer's cart opens (app/dialogs.tsx, id betSlip). A preload that
 * fails (offline, a deploy replaced the chunk, the page gone) costs nothing: the dialog loads again when opened.
 */
const loadCartDialog = () => import('../components/BetSlipDialog').catch(() => undefined);

/**
 * On a phone, loads the cart dialog's code once the page has gone idle, so the first tap on the footer's cart
 * does not fetch it and add its module-preload links inside the tap (the dialog still renders after the tap's
 * paint, as its lazy component resolves).
 * @example useCartDialogPreload();
 */
export function useCartDialogPreload(): void {
  const mobile = useIsMobile();
  useEffect(() => {
    if (!mobile) return;
    // Safari has no requestIdleCallback: a timer after the page's own work is the nearest.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => void loadCartDialog(), 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => void loadCartDialog());
    return () => window.cancelIdleCallback(handle);
  }, [mobile]);
}
