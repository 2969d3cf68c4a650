import { createRealityCheckStore, type RealityCheckSnapshot } from '@kbet/sdk';
import { useEffect, useState } from 'react';
import { useKbetClient } from './KbetProvider';
import { useRealityCheckStatus } from './useRealityCheckStatus';
import { useStore } from './useStore';

export interface RealityCheckView extends RealityCheckSnapshot {
  /** The member read the reminder. */
  readonly dismiss: () => void;
}

/**
 * The reality-check reminder (compliance §4) over the SDK's createRealityCheckStore: timed from the member's
 * GET /rg/reality-check (useRealityCheckStatus, the resource the settings page reads too, so a saved change
 * re-times it), off for a guest. Mount it once, in the layout.
 * @example const { reminder, dismiss } = useRealityCheck();
 */
export function useRealityCheck(): RealityCheckView {
  const client = useKbetClient();
  const [store] = useState(() => createRealityCheckStore(client));
  const status = useRealityCheckStatus();
  const data = status.data ?? null;
  useEffect(() => {
    store.configure(data);
  }, [store, data]);
  useEffect(() => () => store.dispose(), [store]);
  return { ...useStore(store), dismiss: store.dismiss };
}
