import type { AdminCasinoProvider } from '@kbet/sdk/admin';
import type { Tx } from '../../db/createSql';
import { createCasinoRepository } from '../../repositories/casinoRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';

/**
 * Enables or disables a game provider (staff, audited with old and new flag and the reason). A disabled
 * provider takes no new launch and no new bet; wins and refunds of rounds already played still settle.
 * @example await setCasinoProviderEnabled(tx, { providerId: 'kbetsim', enabled: false, actorId: staff.id, reason: '점검' });
 */
export async function setCasinoProviderEnabled(
  tx: Tx,
  params: { providerId: string; enabled: boolean; actorId: number; reason: string },
): Promise<AdminCasinoProvider> {
  const before = await createCasinoRepository(tx).setProviderEnabled(params.providerId, params.enabled);
  if (!before) throw domainErrors.notFound();
  await audit(tx, {
    actorId: params.actorId,
    action: 'casino.provider.enabled',
    target: { type: 'casino_provider', id: params.providerId },
    old: { enabled: before.enabled },
    new: { enabled: params.enabled },
    reason: params.reason,
  });
  return { ...before, enabled: params.enabled };
}
