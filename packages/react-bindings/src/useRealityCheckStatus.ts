import type { RealityCheckStatus } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * The member's reality-check setting with the session's time and net result (GET /rg/reality-check): one cached
 * resource, read by the settings page and by the reminder.
 * @example const { data } = useRealityCheckStatus();
 */
export function useRealityCheckStatus(): ResourceView<RealityCheckStatus> {
  const client = useKbetClient();
  return useMemberResource('rg:realityCheck', (_memberId, signal) => client.rg.realityCheck({ signal }));
}
