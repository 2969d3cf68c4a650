import {
  type CommissionLine,
  carryKey,
  type LedgerFact,
  type MemberPeriodFacts,
  recommenderCommission,
  type SettlementPeriod,
  settlePeriod,
  type Vertical,
  type VerticalFacts,
} from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createLedgerFactsRepository } from '../../repositories/ledgerFactsRepository';
import { createPartnersRepository } from '../../repositories/partnersRepository';
import { toCarryoverRule } from './toPartnerContract';
import { uplineResolver } from './uplineResolver';

export interface ComputedSettlement {
  lines: CommissionLine[];
  /** Loss carried out of the period per `partnerId:memberId`. */
  carried: Map<string, number>;
}

/**
 * Sums a period's ledger facts into one record per member (play per vertical, bonuses).
 * @example const members = toMemberFacts(facts);
 */
export function toMemberFacts(facts: readonly LedgerFact[]): MemberPeriodFacts[] {
  const byMember = new Map<
    number,
    { verticals: Partial<Record<Vertical, VerticalFacts>>; bonuses: number }
  >();
  for (const fact of facts) {
    const member = byMember.get(fact.memberId) ?? { verticals: {}, bonuses: 0 };
    member.bonuses += fact.bonuses;
    if (fact.vertical !== null) {
      const play = member.verticals[fact.vertical] ?? { turnover: 0, payouts: 0 };
      member.verticals[fact.vertical] = {
        turnover: play.turnover + fact.turnover,
        payouts: play.payouts + fact.payouts,
      };
    }
    byMember.set(fact.memberId, member);
  }
  return [...byMember].map(([memberId, member]) => ({ memberId, ...member }));
}

/**
 * A period's commission from the ledger as it stands now, with the SDK's rules: partner lines on each member's
 * upline under the contracts in force on the period's first day, then recommender lines. Writes nothing.
 * @example const { lines } = await computeSettlement(tx, { from: '2026-11-23', to: '2026-11-29' }, new Map());
 */
export async function computeSettlement(
  db: Db,
  period: SettlementPeriod,
  carriedIn: ReadonlyMap<string, number>,
): Promise<ComputedSettlement> {
  const partnersRepo = createPartnersRepository(db);
  const [partners, contracts, recommenders, downline, facts] = await Promise.all([
    partnersRepo.list(),
    partnersRepo.contractsOn(period.from),
    partnersRepo.recommenderContractsOn(period.from),
    partnersRepo.downline(),
    createLedgerFactsRepository(db).facts(period),
  ]);
  const uplineOfPartner = uplineResolver(partners, contracts);
  const partnerOf = new Map(downline.map((row) => [row.memberId, row]));
  const members = toMemberFacts(facts);
  const settled = settlePeriod({
    members,
    uplineOf: (memberId) => {
      const partnerId = partnerOf.get(memberId)?.partnerId;
      return partnerId === null || partnerId === undefined ? [] : uplineOfPartner(partnerId);
    },
    carried: carriedIn,
  });
  const lines = [...settled.lines];
  const carried = new Map(settled.carried);
  const recommenderContract = new Map(recommenders.map((row) => [row.memberId, row]));
  for (const member of members) {
    const recommenderId = partnerOf.get(member.memberId)?.recommenderId;
    const contract =
      recommenderId === null || recommenderId === undefined
        ? undefined
        : recommenderContract.get(recommenderId);
    if (contract === undefined) continue;
    const key = carryKey(contract.memberId, member.memberId);
    const earned = recommenderCommission({
      recommenderId: contract.memberId,
      losingBp: contract.losingBp,
      carryover: toCarryoverRule(contract.carryover, contract.carryoverCap),
      facts: member,
      carried: carriedIn.get(key) ?? 0,
    });
    if (earned.line !== null) lines.push(earned.line);
    if (earned.carried > 0) carried.set(key, earned.carried);
  }
  return { lines, carried };
}
