import {
  createMembersRepository,
  DEMO_PASSWORD,
  hashPassword,
  type MemberRow,
  openMemberAccounts,
  type Sql,
} from '@kbet/server/testing';

/** Every demo and test member's password. */
export { DEMO_PASSWORD };

export interface TestMemberOptions {
  userId: string;
  nickname: string;
  /** 'active' (default), or 'pending' for a sign-up waiting for staff approval (spec §4). */
  status?: MemberRow['status'];
  /** Default: a number of its own, derived from the user id. */
  phoneNumber?: string;
}

// A phone number of its own per user id (010 and eight digits), the same on every run.
const phoneFor = (userId: string): string => {
  let hash = 2_166_136_261;
  for (const char of userId) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16_777_619) >>> 0;
  return `010${String(hash % 100_000_000).padStart(8, '0')}`;
};

/**
 * The one test member every suite makes: a level-1 member with DEMO_PASSWORD and empty wallets, for flows
 * that must not touch the demo accounts other files use (self-exclusion cannot be undone; a sign-up to
 * approve).
 * @example await createTestMember(sql, { userId: 'newbie01', nickname: '신입01', status: 'pending' });
 */
export async function createTestMember(sql: Sql, options: TestMemberOptions): Promise<MemberRow> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const members = createMembersRepository(sql);
  return sql.begin(async (tx) => {
    const member = await members.insert(
      {
        userId: options.userId,
        nickname: options.nickname,
        passwordHash,
        status: options.status ?? 'active',
        phoneNumber: options.phoneNumber ?? phoneFor(options.userId),
        accountHolder: '홍길동',
      },
      tx,
    );
    await openMemberAccounts(tx, member.id);
    return member;
  });
}
