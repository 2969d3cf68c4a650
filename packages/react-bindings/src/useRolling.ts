import type { RollingRequirement } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * The member's deposit-bonus rolling requirements with their progress (GET /bonus/rolling); a guest loads nothing.
 * @example const { data: requirements = [] } = useRolling();
 */
export function useRolling(): ResourceView<RollingRequirement[]> {
  const client = useKbetClient();
  return useMemberResource('rolling', (_memberId, signal) => client.money.rolling({ signal }));
}
