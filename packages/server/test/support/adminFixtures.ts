import { DEPOSIT_BONUS_CODE } from '@kbet/sdk';
import { DEMO_PASSWORD } from '../../src/demo/seedDemoData';
import { hashPassword } from '../../src/domain/auth/password';
import { requestDeposit } from '../../src/domain/charges/requestDeposit';
import { requestWithdrawal } from '../../src/domain/charges/requestWithdrawal';
import { openMemberAccounts } from '../../src/domain/ledger';
import type { ChargeRow } from '../../src/repositories/chargesRepository';
import type { MemberRow } from '../../src/repositories/membersRepository';
import type { TestApp } from './testApp';

/**
 * A sign-up waiting for staff approval (spec §4), with password DEMO_PASSWORD and empty wallets.
 * @example const newbie = await createPendingMember(t, 'newbie01', '신입01');
 */
export async function createPendingMember(t: TestApp, userId: string, nickname: string): Promise<MemberRow> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return t.db.sql.begin(async (tx) => {
    const member = await t.app.repos.members.insert(
      {
        userId,
        nickname,
        passwordHash,
        status: 'pending',
        phoneNumber: '01099998888',
        accountHolder: '홍길동',
      },
      tx,
    );
    await openMemberAccounts(tx, member.id);
    return member;
  });
}

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

/**
 * A processing withdrawal to the member's own account; its amount is held off emoney at once.
 * @example const charge = await requestTestWithdrawal(t, 'member04', 100_000);
 */
export async function requestTestWithdrawal(t: TestApp, userId: string, amount: number): Promise<ChargeRow> {
  const id = await memberId(t, userId);
  return t.db.sql.begin((tx) =>
    requestWithdrawal(tx, {
      memberId: id,
      request: { depositAmount: amount, depositName: '', type: 0 },
      now: t.clock.now(),
    }),
  );
}
