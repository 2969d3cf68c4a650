import type { Sql } from '../db/createSql';
import { hashPassword } from '../domain/auth/password';
import { type MemberAccountKind, openMemberAccounts, postTransaction } from '../domain/ledger';
import { createMembersRepository } from '../repositories/membersRepository';
import { seedCoinWallets } from '../simulators/coin/seedCoinWallets';
import { seedDemoContent } from './seedDemoContent';

export const DEMO_PASSWORD = 'kbet1234';
export const DEMO_DEPOSIT_PASSWORD = '1234';
export const DEMO_REFERRAL_CODE = 'KBET01';

interface DemoAccount {
  userId: string;
  nickname: string;
  role: number;
  type: number;
  accountHolder: string;
  /** Play money granted at seed time, in won. */
  balances: Record<MemberAccountKind, number>;
}

const grant = (emoney: number): Record<MemberAccountKind, number> => ({
  emoney,
  casino: emoney / 10,
  point: 10_000,
  comp: 1_000,
});

/** The demo accounts the README and the start banner list; all use DEMO_PASSWORD. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    userId: 'recomm01',
    nickname: '추천인01',
    role: 1,
    type: 0,
    accountHolder: '윤하은',
    balances: grant(300_000),
  },
  {
    userId: 'member01',
    nickname: '회원01',
    role: 1,
    type: 0,
    accountHolder: '김민준',
    balances: grant(1_000_000),
  },
  {
    userId: 'member02',
    nickname: '회원02',
    role: 2,
    type: 0,
    accountHolder: '이서연',
    balances: grant(2_000_000),
  },
  {
    userId: 'member03',
    nickname: '회원03',
    role: 3,
    type: 0,
    accountHolder: '박도윤',
    balances: grant(3_000_000),
  },
  {
    userId: 'member04',
    nickname: 'VIP04',
    role: 4,
    type: 0,
    accountHolder: '최서윤',
    balances: grant(5_000_000),
  },
  {
    userId: 'member05',
    nickname: 'VVIP05',
    role: 5,
    type: 0,
    accountHolder: '정시우',
    balances: grant(10_000_000),
  },
  {
    userId: 'partner01',
    nickname: '파트너01',
    role: 1,
    type: 1,
    accountHolder: '한지민',
    balances: grant(500_000),
  },
  {
    userId: 'partner02',
    nickname: '파트너02',
    role: 1,
    type: 2,
    accountHolder: '오준서',
    balances: grant(500_000),
  },
  { userId: 'admin01', nickname: '관리자', role: 10, type: 1, accountHolder: '관리자', balances: grant(0) },
];

// Play money comes from the house: cash-like wallets from house_cash, rewards from house_bonus.
const SOURCE: Record<MemberAccountKind, 'house_cash' | 'house_bonus'> = {
  emoney: 'house_cash',
  casino: 'house_cash',
  point: 'house_bonus',
  comp: 'house_bonus',
};

/**
 * Fills an empty database with the demo: members (password kbet1234), their play-money balances
 * posted through the ledger, referral code KBET01, banking levels and charge labels, and (unless
 * `content: false`, as in tests that start from empty boards) the boards, messages and coupons of
 * seedDemoContent. Does nothing when any member exists.
 * @example const { seeded } = await seedDemoData(sql);
 */
export async function seedDemoData(
  sql: Sql,
  { content = true }: { content?: boolean } = {},
): Promise<{ seeded: boolean }> {
  const members = createMembersRepository(sql);
  const [passwordHash, depositHash] = await Promise.all([
    hashPassword(DEMO_PASSWORD),
    hashPassword(DEMO_DEPOSIT_PASSWORD),
  ]);
  return sql.begin(async (tx) => {
    // Two servers starting on one empty database must not both seed.
    await tx`LOCK TABLE members IN EXCLUSIVE MODE`;
    if ((await members.count(tx)) > 0) return { seeded: false };

    let recommenderId: number | null = null;
    for (const [index, account] of DEMO_ACCOUNTS.entries()) {
      const member = await members.insert(
        {
          userId: account.userId,
          nickname: account.nickname,
          passwordHash,
          role: account.role,
          type: account.type,
          bankCode: (index % 5) + 1,
          bankAccountNumber: `1002${String(index + 1).padStart(8, '0')}`,
          bankAccountPasswordHash: depositHash,
          accountHolder: account.accountHolder,
          phoneNumber: `0100000${String(index + 1).padStart(4, '0')}`,
          birthDate: '19900101',
          carrierCode: '1',
          recommenderId: account.userId.startsWith('member') ? recommenderId : null,
        },
        tx,
      );
      if (account.userId === 'recomm01') {
        recommenderId = member.id;
        await tx`INSERT INTO suggestion_codes (code, type, member_id) VALUES (${DEMO_REFERRAL_CODE}, 1, ${member.id})`;
      }
      await openMemberAccounts(tx, member.id);
      for (const [kind, amount] of Object.entries(account.balances) as [MemberAccountKind, number][]) {
        if (amount === 0) continue;
        await postTransaction(tx, {
          kind: 'demo_grant',
          memo: '데모 모의머니 지급',
          actorId: null,
          postings: [
            { account: { member: member.id, kind }, amount },
            { account: { house: SOURCE[kind] }, amount: -amount },
          ],
        });
      }
    }

    // levelCode = userType + role (1-5); the account text shows after the deposit-password check.
    for (let role = 1; role <= 5; role++) {
      await tx`
        INSERT INTO banking_levels (level_code, level_code_name)
        VALUES (${`A${role}`}, ${`KB국민은행 000000-00-00000${role} 예금주 케이벳(모의)`})`;
    }
    await tx`
      INSERT INTO label_settings (kbn, label, sort_order) VALUES
        ('charge', '이 사이트는 데모용이며 모든 금액은 모의머니입니다.', 1),
        ('charge', '입금자명과 회원 예금주명이 같아야 처리됩니다.', 2),
        ('charge', '입금 전 계좌 확인 버튼으로 입금 계좌를 확인해주세요.', 3)`;
    await seedCoinWallets(tx);
    if (content) await seedDemoContent(tx);
    return { seeded: true };
  });
}
