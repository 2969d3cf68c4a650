import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestWithdrawal } from '../src/domain/charges/requestWithdrawal';
import type { DomainError } from '../src/domain/errors/domainError';
import type { MemberRow } from '../src/repositories/membersRepository';
import { LONG_SESSION, wallet } from './moneyTestKit';
import { createTestApp, fundMember, type LoggedIn, login, type TestApp } from './support/testApp';

/**
 * Staff renaming the member again right after each fresh read (what requestWithdrawal does on MEMBER_CHANGED): the
 * row it judges with is always one name behind. `renames` of these happen, then the reads are left alone.
 */
const staff = vi.hoisted(() => ({ renames: 0, reads: 0, names: [] as string[] }));
vi.mock('../src/repositories/membersRepository', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/repositories/membersRepository')>();
  return {
    ...actual,
    createMembersRepository: (sql: Parameters<typeof actual.createMembersRepository>[0]) => {
      const repository = actual.createMembersRepository(sql);
      return {
        ...repository,
        async findById(id: number) {
          const row = await repository.findById(id);
          staff.reads += 1;
          if (staff.reads <= staff.renames) {
            // A name the member has never had, in this test or an earlier one.
            const name = `이름${staff.names.length + 1}`;
            staff.names.push(name);
            await sql`UPDATE members SET account_holder = ${name} WHERE id = ${id}`;
          }
          return row;
        },
      };
    },
  };
});

const HOUR = 60 * 60_000;

describe('a withdrawal whose member keeps changing under it (MEMBER_CHANGED)', () => {
  let t: TestApp;
  let member01: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp({ config: LONG_SESSION });
    member01 = await login(t.app, 'member01');
    await fundMember(t.db.sql, member01.user.id, 10_000_000, { kind: 'test_grant' });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    Object.assign(staff, { renames: 0, reads: 0 });
  });

  /** A request made at noon Korean time (withdrawals are open) by member01 as it knew itself as `knownName`. */
  const request = async (knownName: string) => {
    const now = t.clock.now().getTime();
    const kstHour = Math.floor((now + 9 * HOUR) / HOUR) % 24;
    // A day on, at noon KST: open hours, and past the 2 hours between a member's withdrawals.
    t.clock.advance(((12 - kstHour + 24) % 24 || 24) * HOUR + 24 * HOUR);
    const [row] = await t.db.sql<
      Pick<MemberRow, 'role'>[]
    >`SELECT role FROM members WHERE id = ${member01.user.id}`;
    return requestWithdrawal(t.db.sql, {
      claim: { memberId: member01.user.id, key: randomUUID(), hash: 'test' },
      member: { id: member01.user.id, role: row!.role, accountHolder: knownName },
      request: { depositAmount: 100_000, depositName: '', type: 0 },
      now: t.clock.now(),
    });
  };

  it('is judged again with the member read afresh, and goes through when the row holds still', async () => {
    await t.db.sql`UPDATE members SET account_holder = '김 민준' WHERE id = ${member01.user.id}`;
    staff.renames = 1;
    const before = await wallet(t.db.sql, member01.user.id);
    // Known as 김 민준, renamed on the first fresh read: the second judgement is stale too, the third matches.
    const done = await request('다른 이름');
    expect(done.outcome).toBe('requested');
    expect(staff.reads).toBe(2);
    expect(await wallet(t.db.sql, member01.user.id)).toMatchObject({ held: before.held + 100_000 });
  });

  it('stops after three judgements: 429 with a one-second retry hint, nothing held', async () => {
    staff.renames = 10;
    const before = await wallet(t.db.sql, member01.user.id);
    const refused = await request('다른 이름').then(
      () => undefined,
      (error: DomainError) => error,
    );
    expect(refused).toMatchObject({ code: 'ERR_TOO_MANY_REQUESTS', data: { retryAfterSeconds: 1 } });
    // The first judgement with the member as the request knew it, two more after a fresh read each.
    expect(staff.reads).toBe(2);
    expect(await wallet(t.db.sql, member01.user.id)).toEqual(before);
  });
});
