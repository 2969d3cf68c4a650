import type { CommissionKind, CommissionLine } from './commissionLine';
import type { MemberPeriodFacts } from './memberFacts';
import type { Upline } from './partnerContract';
import { settleMember } from './settleMember';

export interface SettlePeriodParams {
  readonly members: readonly MemberPeriodFacts[];
  /** Each member's upline, nearest partner first; members without one earn nobody commission. */
  readonly uplineOf: (memberId: number) => Upline;
  /** Loss carried per `partnerId:memberId` from the previous period. */
  readonly carried?: ReadonlyMap<string, number>;
}

/** What one partner is paid for a period, per kind (the ledger posts one transaction per partner and kind). */
export interface PartnerTotal {
  readonly partnerId: number;
  readonly kind: CommissionKind;
  readonly amount: number;
  readonly lines: number;
}

export interface SettlePeriodResult {
  readonly lines: CommissionLine[];
  readonly totals: PartnerTotal[];
  /** Loss carried per `partnerId:memberId` into the next period (only non-zero entries). */
  readonly carried: Map<string, number>;
}

/** The carryover key of a partner and member. */
export const carryKey = (partnerId: number, memberId: number): string => `${partnerId}:${memberId}`;

/**
 * Sums lines per partner and kind, in a stable order (partner, then kind).
 * @example totalByPartner([]) // []
 */
export function totalByPartner(lines: readonly CommissionLine[]): PartnerTotal[] {
  const sums = new Map<string, { partnerId: number; kind: CommissionKind; amount: number; lines: number }>();
  for (const line of lines) {
    const key = `${line.partnerId}:${line.kind}`;
    const sum = sums.get(key) ?? { partnerId: line.partnerId, kind: line.kind, amount: 0, lines: 0 };
    sum.amount += line.amount;
    sum.lines += 1;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => a.partnerId - b.partnerId || a.kind.localeCompare(b.kind));
}

/**
 * A whole period's partner commission: every member settled on its upline, then totals per partner and kind.
 * @example settlePeriod({ members: [], uplineOf: () => [] }).totals // []
 */
export function settlePeriod({ members, uplineOf, carried }: SettlePeriodParams): SettlePeriodResult {
  const lines: CommissionLine[] = [];
  const nextCarried = new Map<string, number>();
  for (const facts of members) {
    const upline = uplineOf(facts.memberId);
    if (upline.length === 0) continue;
    const memberCarried = new Map<number, number>();
    for (const partner of upline) {
      memberCarried.set(partner.partnerId, carried?.get(carryKey(partner.partnerId, facts.memberId)) ?? 0);
    }
    const settled = settleMember({ facts, upline, carried: memberCarried });
    lines.push(...settled.lines);
    for (const [partnerId, loss] of settled.carried) {
      if (loss > 0) nextCarried.set(carryKey(partnerId, facts.memberId), loss);
    }
  }
  return { lines, totals: totalByPartner(lines), carried: nextCarried };
}
