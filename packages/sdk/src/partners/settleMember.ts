import { VERTICALS } from '../constants/vertical';
import type { CommissionLine } from './commissionLine';
import { losingCommissionLines } from './losingCommissionLines';
import { type MemberPeriodFacts, memberNgr } from './memberFacts';
import type { Upline } from './partnerContract';
import { rollingCommissionLines } from './rollingCommissionLines';

export interface SettleMemberParams {
  readonly facts: MemberPeriodFacts;
  readonly upline: Upline;
  /** Loss each upline partner carries for this member from earlier periods. */
  readonly carried?: ReadonlyMap<number, number>;
}

export interface SettleMemberResult {
  readonly lines: CommissionLine[];
  readonly ngr: number;
  readonly rolling: number;
  /** NGR − rolling, before carryover. */
  readonly base: number;
  readonly carried: ReadonlyMap<number, number>;
}

/**
 * One member's commission for a period: rolling per vertical, then losing on `NGR − all rolling` (the worked
 * example of partner-settlement.md is this function's test).
 * @example settleMember({ facts: { memberId: 1, verticals: {}, bonuses: 0 }, upline: [] }).lines // []
 */
export function settleMember({ facts, upline, carried }: SettleMemberParams): SettleMemberResult {
  const lines: CommissionLine[] = [];
  let rolling = 0;
  for (const vertical of VERTICALS) {
    const play = facts.verticals[vertical];
    if (play === undefined) continue;
    for (const line of rollingCommissionLines({
      memberId: facts.memberId,
      vertical,
      turnover: play.turnover,
      upline,
    })) {
      lines.push(line);
      rolling += line.amount;
    }
  }
  const ngr = memberNgr(facts);
  const base = ngr - rolling;
  const losing = losingCommissionLines({ memberId: facts.memberId, base, upline, carried });
  lines.push(...losing.lines);
  return { lines, ngr, rolling, base, carried: losing.carried };
}
