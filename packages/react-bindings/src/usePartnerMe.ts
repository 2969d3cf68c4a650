import type { PartnerMe } from '@kbet/sdk';
import { useKbetClient } from './KbetProvider';
import { useMemberResource } from './useMemberResource';
import type { ResourceView } from './useResource';

/**
 * The partner's own tier, sign-up code and its upline's contract and rolling rates (GET /partner-api/me).
 * @example const { data: me } = usePartnerMe();
 */
export function usePartnerMe(): ResourceView<PartnerMe> {
  const client = useKbetClient();
  return useMemberResource('partner:me', (_memberId, signal) => client.partner.me({ signal }));
}
