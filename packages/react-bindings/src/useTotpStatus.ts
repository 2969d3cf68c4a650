import type { TotpStatus } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * Whether the partner or staff account must enrol its second factor, and whether it has (GET /auth/totp);
 * `enabled` false (an account that needs none) loads nothing.
 * @example const { data } = useTotpStatus(needsSecondFactor(user));
 */
export function useTotpStatus(enabled: boolean): ResourceView<TotpStatus> {
  const client = useKbetClient();
  return useMemberResource('secondFactor', (_memberId, signal) =>
    enabled ? client.auth.totp.status({ signal }) : Promise.resolve({ required: false, enrolled: false }),
  );
}
