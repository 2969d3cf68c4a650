import type { CompLog, PointLog } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * The member's point log (GET /point/user/{id}), newest first; refresh it after a conversion.
 * @example const { data: points = [] } = usePointLogs();
 */
export function usePointLogs(): ResourceView<PointLog[]> {
  const client = useKbetClient();
  return useMemberResource('pointLogs', (memberId, signal) => client.money.pointLogs(memberId, { signal }));
}

/**
 * The member's comp log (GET /comp/user/{id}), newest first; refresh it after a conversion.
 * @example const { data: comps = [] } = useCompLogs();
 */
export function useCompLogs(): ResourceView<CompLog[]> {
  const client = useKbetClient();
  return useMemberResource('compLogs', (memberId, signal) => client.money.compLogs(memberId, { signal }));
}
