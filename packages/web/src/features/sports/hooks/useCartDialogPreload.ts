import { bettingRulesResource, useKbet } from '@kbet/react';
import { useEffect } from 'react';
import { preloadDialog } from '@/lib/dialogs';
import { useKbetApp } from '@/lib/kbetApp';
import { useIsMobile } from '@/lib/useIsMobile';
import { applyOperatorCombinations } from './useOperatorCombinations';

/**
 * On a phone, once the page has gone idle: loads the code of the footer cart's dialog (app/dialogs.tsx, id
 * betSlip), so its first opening renders it in the tap's own frame without fetching anything or adding
 * module-preload links inside the tap; and reads the operator's betting rules, which the slip's bonus folders show
 * and whose same-fixture matrix the slips apply to picks (on a desktop the slip column beside the list reads them;
 * a phone has no column, so without this its picks went unchecked against the matrix until the cart opened). The
 * rules seed the resource the dialog reads (useBettingRules), so it opens with them instead of fetching them then.
 * A failure costs nothing here: the dialog loads its code and rules again when opened.
 * @example useCartDialogPreload();
 */
export function useCartDialogPreload(): void {
  const mobile = useIsMobile();
  const { client, stores } = useKbet();
  const kbet = useKbetApp();
  useEffect(() => {
    if (!mobile) return;
    const preload = () => {
      void preloadDialog('betSlip');
      bettingRulesResource.preload({ client, stores }).then(
        (rules) => applyOperatorCombinations(kbet, rules.combinations),
        () => undefined,
      );
    };
    // Safari has no requestIdleCallback: a timer after the page's own work is the nearest.
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(preload, 0);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(preload);
    return () => window.cancelIdleCallback(handle);
  }, [mobile, client, stores, kbet]);
}
