import type { Tx } from '../../db/createSql';
import { lockMember } from '../charges/lockMember';
import { refusal } from '../errors/refusal';
import { transfer } from '../ledger';

export interface ConvertToEmoneyInput {
  memberId: number;
  from: 'point' | 'comp';
  /** Already checked by SDK validatePointConvert / validateCompConvert. */
  amount: number;
  /** The User.updatedAt the member saw (spec §7 userUpdatedAt). */
  userUpdatedAt: string;
}

const MEMO = { point: '포인트 전환', comp: '콤프 전환' } as const;

/**
 * Converts points or comp to cash (emoney) one for one. Refused with 409 STALE_USER when the member's
 * record changed since they saw it (any balance change moves updatedAt), and with 409
 * ERR_INSUFFICIENT_FUNDS when the wallet holds less.
 * @example await convertToEmoney(tx, { memberId: 3, from: 'point', amount: 5_000, userUpdatedAt: user.updatedAt });
 */
export async function convertToEmoney(tx: Tx, input: ConvertToEmoneyInput): Promise<void> {
  const member = await lockMember(tx, input.memberId);
  if (member.updatedAt.getTime() !== Date.parse(input.userUpdatedAt)) {
    throw refusal('STALE_USER', { updatedAt: member.updatedAt.toISOString() });
  }
  await transfer(tx, {
    kind: `${input.from}_to_emoney`,
    memo: MEMO[input.from],
    actorId: member.id,
    from: { member: member.id, kind: input.from },
    to: { member: member.id, kind: 'emoney' },
    amount: input.amount,
  });
}
