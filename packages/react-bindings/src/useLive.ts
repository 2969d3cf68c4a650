import type { LiveState } from '@kbet/sdk';
import { useKbet } from './KbetProvider';
import { signalSource } from './signalSource';
import { useStore } from './useStore';

const notStarted = { get: (): LiveState => 'idle', subscribe: () => () => {} };

/**
 * The live push connection's state ('idle' without a live client); follow its events with useKbetEvent('live:event').
 * @example const live = useLive(); live === 'stale' && <StaleBanner />
 */
export function useLive(): LiveState {
  const { live } = useKbet().stores;
  return useStore(live ? signalSource(live.state) : notStarted);
}
