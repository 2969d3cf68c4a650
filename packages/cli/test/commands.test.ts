import { ko } from '@kbet/sdk';
import { type CliTestContext, createPendingMember, requestTestDeposit, type TestServer } from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as auditList } from '../src/commands/audit/list';
import { run as balanceAdjust } from '../src/commands/balance/adjust';
import { run as chargesApprove } from '../src/commands/charges/approve';
import { run as chargesList } from '../src/commands/charges/list';
import { run as chargesReject } from '../src/commands/charges/reject';
import { run as membersApprove } from '../src/commands/members/approve';
import { run as membersBan } from '../src/commands/members/ban';
import { run as membersBets } from '../src/commands/members/bets';
import { run as membersList } from '../src/commands/members/list';
import { run as membersReject } from '../src/commands/members/reject';
import { run as membersShow } from '../src/commands/members/show';
import { run as membersTransactions } from '../src/commands/members/transactions';
import { run as smsCodes } from '../src/commands/sms/codes';
import { staffCli } from './support/staffCli';

const statusOf = async (server: TestServer, userId: string) =>
  (await server.app.repos.members.findByUserId(userId))?.status;

describe('back-office commands against the real server', () => {
  let server: TestServer;
  const staff = staffCli();
  const context = staff.context;

  /** A context logged in as admin01 (the login shares one session: each login ends the previous one). */
  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);

  beforeAll(async () => {
    server = await staff.start();
    await createPendingMember(server, 'newbie01', '신입01');
    await createPendingMember(server, 'newbie02', '신입02');
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  describe('--json output', () => {
    it('members list: { items, total } with the list fields', async () => {
      const ctx = await context();
      expect(await membersList({ status: 'pending', json: true }, ctx)).toBe(0);
      const body = json(ctx);
      expect(body.total).toBe(2);
      expect(body.items[0]).toEqual({
        id: expect.any(Number),
        userId: 'newbie02',
        nickname: '신입02',
        status: 'pending',
        role: 1,
        type: 0,
        banType: 0,
        withdrawalType: 0,
        createdAt: expect.any(String),
        emoney: 0,
      });
      expect(ctx.stderr.text).toBe('');
    });

    it('members show: balances, sessions and the responsible-gambling state', async () => {
      const ctx = await context();
      expect(await membersShow({ userId: 'member01', json: true }, ctx)).toBe(0);
      expect(json(ctx)).toMatchObject({
        userId: 'member01',
        balances: { emoney: 1_000_000, casinoMoney: 100_000, point: 10_000, comp: 1_000, withdrawHold: 0 },
        sessions: [],
        responsibleGambling: { exclusion: null, realityCheckMinutes: null },
      });
    });

    it('members show of an unknown member exits 1 with the server code', async () => {
      const ctx = await context();
      expect(await membersShow({ userId: 'nobody99', json: true }, ctx)).toBe(1);
      expect(ctx.stdout.text).toBe('');
      expect(JSON.parse(ctx.stderr.text)).toEqual({
        error: { code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND, status: 404 },
      });
    });

    it('balance adjust: before and after, refused below zero with 409 (exit 1)', async () => {
      const ctx = await context();
      const code = await balanceAdjust(
        { userId: 'member02', amount: -500, kind: 'comp', reason: '회수', yes: true, json: true },
        ctx,
      );
      expect(code).toBe(0);
      expect(json(ctx)).toEqual({
        transactionId: expect.any(Number),
        userId: 'member02',
        kind: 'comp',
        amount: -500,
        balanceBefore: 1000,
        balanceAfter: 500,
      });
      ctx.reset();
      expect(
        await balanceAdjust(
          { userId: 'member02', amount: -501, kind: 'comp', reason: '회수', yes: true, json: true },
          ctx,
        ),
      ).toBe(1);
      expect(JSON.parse(ctx.stderr.text)).toEqual({
        error: { code: 'ERR_INSUFFICIENT_FUNDS', message: ko.ERR_INSUFFICIENT_FUNDS, status: 409 },
      });
    });

    it('balance adjust with --idempotency-key applies once', async () => {
      const ctx = await context();
      const options = {
        userId: 'member03',
        amount: 1234,
        kind: 'point' as const,
        reason: '보정',
        yes: true,
        json: true,
        idempotencyKey: 'cli-retry-1',
      };
      expect(await balanceAdjust(options, ctx)).toBe(0);
      const first = json(ctx);
      ctx.reset();
      expect(await balanceAdjust(options, ctx)).toBe(0);
      expect(json(ctx)).toEqual(first);
      const detail = await server.app.inject({
        method: 'GET',
        url: '/admin-api/members/member03',
        headers: { authorization: `Bearer ${staff.token()}` },
      });
      expect(detail.json().balances.point).toBe(10_000 + 1234);
    });

    it('audit list: the entries with actor, old, new and reason', async () => {
      const ctx = await context();
      expect(await auditList({ action: 'balance.adjust', target: 'member', json: true }, ctx)).toBe(0);
      const body = json(ctx);
      expect(body.items[body.items.length - 1]).toMatchObject({
        actorUserId: 'admin01',
        action: 'balance.adjust',
        targetType: 'member',
        old: { kind: 'comp', balance: 1000 },
        new: { kind: 'comp', balance: 500 },
        reason: '회수',
      });
    });

    it('members transactions and bets: the ledger of any vertical, paged, in every format', async () => {
      const ctx = await context();
      expect(await membersTransactions({ userId: 'member04', json: true }, ctx)).toBe(0);
      const page = json(ctx);
      expect(page.total).toBeGreaterThan(0);
      expect(page.items[0]).toHaveProperty('balanceAfter');
      ctx.reset();
      expect(await membersTransactions({ userId: 'member04', format: 'csv' }, ctx)).toBe(0);
      expect(ctx.stdout.text.split('\n')[0]).toBe('TX,WHEN,KIND,VERTICAL,ACCOUNT,AMOUNT,BALANCE,REF');
      ctx.reset();
      expect(await membersBets({ userId: 'member04', vertical: 'casino', format: 'json' }, ctx)).toBe(0);
      expect(json(ctx)).toEqual({ items: [], total: 0 });
      ctx.reset();
      expect(await membersBets({ userId: 'member04' }, ctx)).toBe(0);
      expect(ctx.stdout.text.split('\n')[0]).toBe('REF\tVERTICAL\tPLACED\tSTAKE\tPAYOUT\tNET\tSLIP STATUS');
      ctx.reset();
      expect(await membersBets({ userId: 'nobody99', json: true }, ctx)).toBe(1);
      expect(JSON.parse(ctx.stderr.text).error.status).toBe(404);
    });

    it('sms codes: the simulator codes of a phone', async () => {
      const now = server.clock.now();
      await server.db.sql`
        INSERT INTO sms_codes (phone, code, created_at, expires_at)
        VALUES ('01012345678', '123456', ${now}, ${new Date(now.getTime() + 180_000)})`;
      const ctx = await context();
      expect(await smsCodes({ phone: '01012345678', json: true }, ctx)).toBe(0);
      expect(json(ctx)).toEqual([
        {
          code: '123456',
          createdAt: '2026-01-01T00:00:00.000Z',
          expiresAt: '2026-01-01T00:03:00.000Z',
          failedAttempts: 0,
          verifiedAt: null,
        },
      ]);
    });
  });

  describe('human output', () => {
    it('is tab-separated under a header row when stdout is not a terminal, times in KST; the page line goes to stderr', async () => {
      const ctx = await context();
      expect(await membersList({ status: 'pending' }, ctx)).toBe(0);
      const lines = ctx.stdout.text.trimEnd().split('\n');
      expect(lines).toHaveLength(3);
      expect(lines[0]).toBe('ID\tUSER ID\tNICKNAME\tSTATUS\tROLE\tEMONEY\tJOINED');
      expect(lines[1]?.split('\t').slice(1, 6)).toEqual(['newbie02', '신입02', 'pending', '1', '0']);
      expect(lines[1]?.split('\t')[6]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST$/);
      expect(ctx.stderr.text).toBe('Page 1 of 1 (2 members)\n');
    });

    it('is an aligned table with a header on a terminal', async () => {
      const ctx = await context({ tty: true });
      expect(await membersList({ query: 'newbie0' }, ctx)).toBe(0);
      const [header, first] = ctx.stdout.text.split('\n');
      expect(header).toBe('ID  USER ID   NICKNAME  STATUS   ROLE  EMONEY  JOINED');
      // 신입02 takes 6 terminal columns (Hangul is double width), so 2 spaces pad it to NICKNAME's 8.
      expect(first).toMatch(
        /^\d{2} {2}newbie02 {2}신입02 {4}pending {5}1 {7}0 {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST$/,
      );
    });
  });

  describe('confirmations', () => {
    it('without a terminal a change needs --yes: exit 2 and nothing changes', async () => {
      const ctx = await context();
      expect(await membersApprove({ userId: 'newbie01', reason: '확인', json: true }, ctx)).toBe(2);
      expect(JSON.parse(ctx.stderr.text)).toEqual({
        error: {
          code: 'CONFIRMATION_REQUIRED',
          message:
            'Approve the sign-up of newbie01? This changes data and there is no terminal to confirm on: pass --yes to confirm it.',
        },
      });
      expect(ctx.asked).toEqual([]);
      expect(await statusOf(server, 'newbie01')).toBe('pending');
    });

    it('without a terminal a missing --reason fails (exit 1) before anything changes', async () => {
      const ctx = await context();
      expect(await membersReject({ userId: 'newbie01', yes: true }, ctx)).toBe(1);
      expect(ctx.stderr.text).toBe(
        'error: --reason is required when there is no terminal to ask on. (MISSING_FLAG)\n',
      );
      expect(await statusOf(server, 'newbie01')).toBe('pending');
    });

    it('on a terminal a declined confirmation is a cancellation (exit 2)', async () => {
      const ctx = await context({ tty: true, answers: ['중복 가입', false] });
      expect(await membersReject({ userId: 'newbie01' }, ctx)).toBe(2);
      expect(ctx.asked).toEqual(['Reason', 'Reject the sign-up of newbie01? They can never log in.']);
      expect(ctx.stderr.text).toBe('error: Cancelled. (CANCELLED)\n');
      expect(await statusOf(server, 'newbie01')).toBe('pending');
    });

    it('on a terminal an accepted confirmation applies the decision', async () => {
      const ctx = await context({ tty: true, answers: [true] });
      expect(await membersApprove({ userId: 'newbie01', reason: '본인 확인' }, ctx)).toBe(0);
      expect(ctx.asked).toEqual(['Approve the sign-up of newbie01?']);
      expect(ctx.stdout.text).toBe('newbie01: pending → active\n');
      expect(await statusOf(server, 'newbie01')).toBe('active');
    });

    it('--yes skips the question on a terminal; a decision the server refuses exits 1', async () => {
      const ctx = await context({ tty: true });
      expect(await membersBan({ userId: 'newbie02', reason: '부정 이용', yes: true, json: true }, ctx)).toBe(
        0,
      );
      expect(json(ctx)).toMatchObject({ userId: 'newbie02', status: 'banned', previousStatus: 'pending' });
      ctx.reset();
      expect(await membersBan({ userId: 'newbie02', reason: '재차', yes: true }, ctx)).toBe(1);
      expect(ctx.stderr.text).toBe(`error: ${ko.MEMBER_STATUS_CONFLICT} (MEMBER_STATUS_CONFLICT)\n`);
    });

    it('balance adjust asks for the wallet and the reason on a terminal', async () => {
      const ctx = await context({ tty: true, answers: ['point', '이벤트', true] });
      expect(await balanceAdjust({ userId: 'member04', amount: 2500 }, ctx)).toBe(0);
      expect(ctx.asked).toEqual(['Wallet', 'Reason', "Adjust member04's point by +2,500 won?"]);
      expect(ctx.stdout.text).toBe('member04 point: 10,000 → 12,500 (+2,500)\n');
    });
  });

  it('full flow: login as admin01 → charges list → approve → the member balance changed', async () => {
    const deposit = await requestTestDeposit(server, 'member05', 70_000);
    const ctx = await staff.blank();
    await staff.signIn(ctx);

    ctx.reset();
    expect(await membersShow({ userId: 'member05', json: true }, ctx)).toBe(0);
    const before = json(ctx).balances.emoney;

    ctx.reset();
    expect(await chargesList({ status: 'processing', mode: 'deposit', json: true }, ctx)).toBe(0);
    const listed = json(ctx);
    expect(listed.items).toEqual([
      expect.objectContaining({ id: deposit.id, userId: 'member05', depositAmount: 70_000, status: 0 }),
    ]);

    ctx.reset();
    const approved = await chargesApprove(
      { id: listed.items[0].id, reason: '입금 확인', yes: true, json: true },
      ctx,
    );
    expect(approved).toBe(0);
    expect(json(ctx)).toMatchObject({
      id: deposit.id,
      status: 1,
      processedBy: 'admin01',
      processReason: '입금 확인',
    });

    ctx.reset();
    expect(await membersShow({ userId: 'member05', json: true }, ctx)).toBe(0);
    expect(json(ctx).balances.emoney).toBe(before + 70_000);

    ctx.reset();
    expect(await chargesReject({ id: deposit.id, reason: '번복', yes: true }, ctx)).toBe(1);
    expect(ctx.stderr.text).toBe(`error: ${ko.CHARGE_ALREADY_PROCESSED} (CHARGE_ALREADY_PROCESSED)\n`);

    ctx.reset();
    expect(await chargesList({ status: 'done' }, ctx)).toBe(0);
    expect(ctx.stdout.text.split('\n')[1]?.split('\t').slice(1, 7)).toEqual([
      'member05',
      'deposit',
      '70,000',
      '정시우',
      'done',
      '2026-01-01 09:00:00 KST',
    ]);
  });
});
