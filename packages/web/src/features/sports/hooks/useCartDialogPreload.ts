import { bettingRulesResource, useKbet } from '@kbet/react';
import { preloadPlaceRules } from '@kbet/sdk';
import { useEffect } from 'react';
import { preloadDialog } from '@/lib/dialogs';
import { useKbetApp } from '@/lib/kbetApp';
import { runIdleSteps } from '@/lib/runIdleSteps';
import { useIsMobile } from '@/lib/useIsMobile';
import { applyOperatorCombinations } from './useOperatorCombinations';

/**
 * The User Timing mark set once the preload steps have all settled (loaded or failed): the phone page's idle work is
 * over. web.bench's INP waits for it before its taps, as a member taps a page they have seen settle.
 */
export const CART_PRELOADED_MARK = 'kbet:cart-preloaded';

/**
 * On a phone, once the page has gone idle: loads the code of the footer cart's dialog (app/dialogs.tsx, id
 * betSlip), so its first opening renders it in the tap's own frame without fetching anything or adding
 * module-preload links inside the tap; and reads the operator's betting rules, which the slip's bonus folders show
 * and whose same-fixture matrix the slips apply to picks (on a desktop the slip column beside the list reads them;
 * a phone has no column, so without this its picks went unchecked against the matrix until the cart opened). The
 * rules seed the resource the dialog reads (useBettingRules), so it opens with them instead of fetching them then.
 * Two idle tasks, the rules' only once the dialog's code is in: the dialog's chunk (its module-preload links, then
 * its evaluation) and the rules' SDK area (zod's and the sports schemas' evaluation) each took 55-160 ms at 4x CPU
 * when they ran in one idle callback, long enough to count in a phone's TBT and to delay a tap that came then.
 * Then, in a third idle task, the slips' placing code (the SDK's preloadPlaceRules), which the first pick otherwise
 * loaded inside its tap: a dynamic import with its module-preload links, the chunk's request, and its evaluation
 * during the pick's frame.
 * A failure costs nothing here: the dialog loads its code and rules again when opened, and the first pick the
 * placing code. When all steps have settled, `CART_PRELOADED_MARK` is set.
 * On a desktop, whose slip column beside the list loads the dialog's code and reads the rules itself, only the placing
 * code, in one idle task: its first pick loaded it inside the tap as a phone's did.
 * @example useCartDialogPreload();
 */
export function useCartDialogPreload(): void {
  const mobile = useIsMobile();
  const { client, stores } = useKbet();
  const kbet = useKbetApp();
  useEffect(() => {
    if (!mobile) return runIdleSteps([preloadPlaceRules]);
    return runIdleSteps(
      [
        () => preloadDialog('betSlip'),
        () =>
          bettingRulesResource
            .preload({ client, stores })
            .then((rules) => applyOperatorCombinations(kbet, rules.combinations)),
        preloadPlaceRules,
      ],
      { doneMark: CART_PRELOADED_MARK },
    );
  }, [mobile, client, stores, kbet]);
}
