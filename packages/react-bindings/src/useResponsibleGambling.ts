import type { DepositLimits, RealityCheckStatus } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import { useRealityCheckStatus } from './useRealityCheckStatus';
import type { ResourceView } from './useResource';

export interface ResponsibleGamblingView {
  /** Deposit limits per day, week and month, with pending raises (compliance §4). */
  readonly limits: ResourceView<DepositLimits>;
  /** The reality-check interval with the session's time and net result. */
  readonly realityCheck: ResourceView<RealityCheckStatus>;
}

/**
 * The member's responsible-gambling settings; time-out and self-exclusion are calls (`client.rg`) that end the session.
 * @example const { limits, realityCheck } = useResponsibleGambling();
 */
export function useResponsibleGambling(): ResponsibleGamblingView {
  const client = useKbetClient();
  return {
    limits: useMemberResource('rg:limits', (_memberId, signal) => client.rg.limits({ signal })),
    realityCheck: useRealityCheckStatus(),
  };
}
