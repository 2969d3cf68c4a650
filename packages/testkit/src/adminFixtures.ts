import { DEPOSIT_BONUS_CODE } from '@kbet/sdk';
import { type ChargeRow, type MemberRow, requestDeposit, requestWithdrawal } from '@kbet/server/testing';
import type { TestApp } from './testApp';
import { createTestMember } from './testMember';

/**
 * A sign-up waiting for staff approval (spec §4), with password DEMO_PASSWORD and empty wallets; every one
 * shares a phone number, so a search by it finds them all.
 * @example const newbie = await createPendingMember(t, 'newbie01', '신입01');
 */
export const createPendingMember = (t: TestApp, userId: string, nickname: string): Promise<MemberRow> =>
  createTestMember(t.db.sql, { userId, nickname, status: 'pending', phoneNumber: '01099998888' });

const memberId = async (t: TestApp, userId: string): Promise<number> => {
  const member = await t.app.repos.members.findByUserId(userId);
  if (!member) throw new Error(`no member ${userId}`);
  return member.id;
};

/**
 * A processing bank deposit without bonus, as POST /charge makes it (no money moves until approval).
 * @example const charge = await requestTestDeposit(t, 'member03', 50_000);
 */
export async function requestTestDeposit(t: TestApp, userId: string, amount: number): Promise<ChargeRow> {
  const id = await memberId(t, userId);
  return t.db.sql.begin((tx) =>
    requestDeposit(tx, {
      memberId: id,
      request: { depositAmount: amount, depositName: '', type: 0, pointType: DEPOSIT_BONUS_CODE.NO_BONUS },
      now: t.clock.now(),
    }),
  );
}

// Each fixture withdrawal takes a key of its own.
let withdrawals = 0;

/**
 * A processing withdrawal to the member's own account; its amount is held off emoney at once.
 * @example const charge = await requestTestWithdrawal(t, 'member04', 100_000);
 */
export async function requestTestWithdrawal(t: TestApp, userId: string, amount: number): Promise<ChargeRow> {
  const member = await t.app.repos.members.findByUserId(userId);
  if (!member) throw new Error(`no member ${userId}`);
  withdrawals += 1;
  const done = await requestWithdrawal(t.db.sql, {
    claim: { memberId: member.id, key: `test-withdrawal-${withdrawals}`, hash: 'test' },
    member,
    request: { depositAmount: amount, depositName: '', type: 0 },
    now: t.clock.now(),
  });
  if (done.outcome !== 'requested') throw new Error(`key test-withdrawal-${withdrawals} already used`);
  const [charge] = await t.db.sql<ChargeRow[]>`SELECT * FROM charges WHERE id = ${done.chargeId}`;
  if (!charge) throw new Error(`no charge ${done.chargeId}`);
  return charge;
}
