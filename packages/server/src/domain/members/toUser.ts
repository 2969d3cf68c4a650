import type { User } from '@kbet/sdk';
import type { MemberRow } from '../../repositories/membersRepository';
import type { MemberBalances } from '../ledger';
import type { ActiveExclusion } from '../rg/activeExclusion';

/**
 * The wire User of spec §3 from a members row, its ledger balances and its running time-out or
 * self-exclusion (compliance §4). Secrets (password hash, deposit password) never leave the server,
 * whatever the spec's field list says (compliance §8).
 * @example reply.send(toUser(member, await memberBalances(sql, member.id), await activeExclusion(sql, member.id, now)));
 */
export function toUser(member: MemberRow, balances: MemberBalances, exclusion?: ActiveExclusion): User {
  return {
    id: member.id,
    userId: member.userId,
    nickname: member.nickname,
    role: member.role,
    type: member.type,
    banType: member.banType,
    withdrawalType: member.withdrawalType,
    emoney: balances.emoney,
    casinoMoney: balances.casinoMoney,
    point: balances.point,
    comp: balances.comp,
    updatedAt: member.updatedAt.toISOString(),
    bankCode: member.bankCode === null ? '' : String(member.bankCode),
    bankAccountNumber: member.bankAccountNumber ?? '',
    accountHolder: member.accountHolder ?? '',
    userType: member.userType,
    privateAccount: member.privateAccount,
    privateVirtualAccount: member.privateVirtualAccount,
    privateAccountSelected: member.privateAccountSelected,
    userRolling: member.userRolling,
    userRollingSlot: member.userRollingSlot,
    userRollingMini: member.userRollingMini,
    userRollingVirtual: member.userRollingVirtual,
    userRollingSports: member.userRollingSports,
    revolutionUid: member.revolutionUid,
    revolutionUseFlag: member.revolutionUseFlag,
    realpokerUid: member.realpokerUid,
    realpokerUseFlag: member.realpokerUseFlag,
    exclusion: exclusion ? { kind: exclusion.kind, until: exclusion.until.toISOString() } : null,
  };
}
