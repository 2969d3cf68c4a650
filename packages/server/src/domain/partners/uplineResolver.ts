import type { PartnerContract, Upline } from '@kbet/sdk';
import type { ContractRow, PartnerRow } from '../../repositories/partnersRepository';
import { toPartnerContract } from './toPartnerContract';

/**
 * Builds each partner's path to the top of the tree with the contracts in force, memoised per partner. The walk
 * is iterative and stops after three tiers, so a corrupt cycle cannot loop.
 * @example const uplineOfPartner = uplineResolver(partners, contracts); uplineOfPartner(7)
 */
export function uplineResolver(partners: readonly PartnerRow[], contracts: readonly ContractRow[]) {
  const byId = new Map(partners.map((partner) => [partner.memberId, partner]));
  const contractOf = new Map(contracts.map((contract) => [contract.partnerId, contract]));
  const cache = new Map<number, Upline>();
  return (partnerId: number): Upline => {
    const cached = cache.get(partnerId);
    if (cached !== undefined) return cached;
    const path: PartnerContract[] = [];
    let current = byId.get(partnerId);
    while (current !== undefined && path.length < 3) {
      const contract = contractOf.get(current.memberId);
      // A partner without a contract in force earns nothing but still links its children to the top.
      if (contract !== undefined) path.push(toPartnerContract(contract, current.tier));
      current = current.parentId === null ? undefined : byId.get(current.parentId);
    }
    cache.set(partnerId, path);
    return path;
  };
}
