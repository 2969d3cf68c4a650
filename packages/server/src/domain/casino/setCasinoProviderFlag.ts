import type { AdminCasinoProvider } from '@kbet/sdk/admin';
import type { Tx } from '../../db/createSql';
import { type CasinoProviderFlag, createCasinoRepository } from '../../repositories/casinoRepository';
import { audit } from '../audit/audit';
import { domainErrors } from '../errors/domainErrors';

/**
 * Sets a game provider's enabled or maintenance flag (staff, audited as casino.provider.<flag> with the old and new
 * value and the reason). A disabled provider leaves the lobby; one in maintenance stays in it as 점검중입니다.
 * Either way it takes no new launch and no new bet; wins and refunds of rounds already played still settle.
 * @example await setCasinoProviderFlag(tx, { providerId: 'kbetsim', flag: 'enabled', value: false, actorId: staff.id, reason: '점검' });
 */
export async function setCasinoProviderFlag(
  tx: Tx,
  params: { providerId: string; flag: CasinoProviderFlag; value: boolean; actorId: number; reason: string },
): Promise<AdminCasinoProvider> {
  const { flag, value } = params;
  const before = await createCasinoRepository(tx).setProviderFlag(params.providerId, flag, value);
  if (!before) throw domainErrors.notFound();
  await audit(tx, {
    actorId: params.actorId,
    action: `casino.provider.${flag}`,
    target: { type: 'casino_provider', id: params.providerId },
    old: { [flag]: before[flag] },
    new: { [flag]: value },
    reason: params.reason,
  });
  return { ...before, [flag]: value };
}
