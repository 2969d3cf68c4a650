import { memberResourceKey, type RealityCheckStatus } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import type { ResourceRead } from './resourceRead';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

const KEY = 'rg:realityCheck';

/** The read behind useRealityCheckStatus for the member `memberId`, for a server render to start ahead. */
export const realityCheckStatusRead = (memberId: number): ResourceRead<RealityCheckStatus> => ({
  key: memberResourceKey(memberId, KEY),
  fetch: (client, signal) => client.rg.realityCheck({ signal }),
});

/**
 * The member's reality-check setting with the session's time and net result (GET /rg/reality-check): one cached
 * resource, read by the settings page and by the reminder.
 * @example const { data } = useRealityCheckStatus();
 */
export function useRealityCheckStatus(): ResourceView<RealityCheckStatus> {
  const client = useKbetClient();
  return useMemberResource(KEY, (memberId, signal) => realityCheckStatusRead(memberId).fetch(client, signal));
}
