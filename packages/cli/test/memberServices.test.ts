import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ko, ROULETTE_PRIZES } from '@kbet/sdk';
import type { CliTestContext, TestServer } from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../src/cli';
import { run as boardAdd } from '../src/commands/boards/add';
import { run as boardEdit } from '../src/commands/boards/edit';
import { run as boardList } from '../src/commands/boards/list';
import { run as boardRemove } from '../src/commands/boards/remove';
import { run as couponsGrant } from '../src/commands/coupons/grant';
import { run as inquiriesAnswer } from '../src/commands/inquiries/answer';
import { run as inquiriesList } from '../src/commands/inquiries/list';
import { run as inquiriesShow } from '../src/commands/inquiries/show';
import { run as messagesSend } from '../src/commands/messages/send';
import { run as popupsAdd } from '../src/commands/popups/add';
import { run as popupsEdit } from '../src/commands/popups/edit';
import { run as popupsList } from '../src/commands/popups/list';
import { run as popupsRemove } from '../src/commands/popups/remove';
import { parseWeights, run as prizesSet } from '../src/commands/roulette/prizes/set';
import { run as prizesShow } from '../src/commands/roulette/prizes/show';
import { run as settingsSet, settingsUpdate } from '../src/commands/settings/set';
import { run as settingsShow } from '../src/commands/settings/show';
import { kstTime } from '../src/output';
import { staffCli } from './support/staffCli';

describe('member-service commands against the real server', () => {
  let server: TestServer;
  const staff = staffCli();
  const context = staff.context;

  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);
  const audits = async (action: string) =>
    (
      await server.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM audit_log WHERE action = ${action}`
    )[0]!.n;

  beforeAll(async () => {
    server = await staff.start();
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  describe('notices, events, betting rules', () => {
    it('add (sanitised), list, edit from a file, remove: each audited', async () => {
      const ctx = await context();
      expect(
        await boardAdd(
          {
            board: 'notices',
            title: '점검 안내',
            contents: '<p onclick="x()">점검<script>alert(1)</script></p>',
            yes: true,
            json: true,
          },
          ctx,
        ),
      ).toBe(0);
      const post = json(ctx);
      expect(post).toMatchObject({
        category: 'notice',
        noticeType: 0,
        title: '점검 안내',
        contents: '<p>점검</p>',
      });

      ctx.reset();
      expect(await boardList({ board: 'notices', json: true }, ctx)).toBe(0);
      expect(json(ctx)).toMatchObject({ total: 1, items: [{ id: post.id, title: '점검 안내' }] });

      const file = join(ctx.homedir, 'notice.html');
      await writeFile(file, '<h2>수정</h2><a href="javascript:alert(1)">링크</a>');
      ctx.reset();
      expect(
        await boardEdit(
          { board: 'notices', id: post.id, title: '점검 안내 (수정)', contentsFile: file, yes: true },
          ctx,
        ),
      ).toBe(0);
      expect(ctx.stdout.text).toBe(`Edited notice ${post.id}: 점검 안내 (수정)\n`);
      const served = await server.app.inject({ method: 'GET', url: '/boardNotice' });
      expect(served.json()[0].contents).toBe('<h2>수정</h2><a rel="noopener noreferrer">링크</a>');

      ctx.reset();
      expect(await boardRemove({ board: 'notices', id: post.id, yes: true }, ctx)).toBe(0);
      expect((await server.app.inject({ method: 'GET', url: '/boardNotice' })).json()).toEqual([]);
      expect([
        await audits('board.create'),
        await audits('board.update'),
        await audits('board.remove'),
      ]).toEqual([1, 1, 1]);
    });

    it('events and betting rules land on their own boards', async () => {
      const ctx = await context();
      expect(await boardAdd({ board: 'events', title: '첫충', contents: '<p>10%</p>', yes: true }, ctx)).toBe(
        0,
      );
      expect(
        await boardAdd({ board: 'betting-rules', title: '규정', contents: '<p>규정</p>', yes: true }, ctx),
      ).toBe(0);
      expect((await server.app.inject({ method: 'GET', url: '/boardEvent' })).json()).toHaveLength(1);
      const rules = await server.app.inject({ method: 'GET', url: '/board?category=betting_rule' });
      expect(rules.json().map((r: { title: string }) => r.title)).toEqual(['규정']);
    });

    it('without a terminal a change needs --yes (exit 2) and a missing --title fails (exit 1); nothing changes', async () => {
      const ctx = await context();
      expect(await boardAdd({ board: 'notices', title: 'x', contents: 'y', json: true }, ctx)).toBe(2);
      expect(JSON.parse(ctx.stderr.text).error.code).toBe('CONFIRMATION_REQUIRED');
      ctx.reset();
      expect(await boardAdd({ board: 'notices', contents: 'y', yes: true }, ctx)).toBe(1);
      expect(ctx.stderr.text).toContain('--title is required');
      expect(await audits('board.create')).toBe(3);
    });
  });

  it('popups: add, list, switch off, remove', async () => {
    const ctx = await context();
    expect(
      await popupsAdd(
        {
          contents: '<p>이벤트</p><iframe src="x"></iframe>',
          hideHours: 12,
          left: 10,
          yes: true,
          json: true,
        },
        ctx,
      ),
    ).toBe(0);
    const popup = json(ctx);
    expect(popup).toMatchObject({ popupStatus: 0, contents: '<p>이벤트</p>', mbContents: '<p>이벤트</p>' });
    expect(popup).toMatchObject({ notShowingexpireTime: 12, pcLeftLocation: 10 });
    ctx.reset();
    expect(await popupsEdit({ id: popup.id, contents: '<p>종료</p>', status: 'off', yes: true }, ctx)).toBe(
      0,
    );
    expect(ctx.stdout.text).toBe(`Edited popup ${popup.id} (off)\n`);
    expect((await server.app.inject({ method: 'GET', url: '/boardPopup' })).json()).toEqual([]);
    ctx.reset();
    expect(await popupsList({ json: true }, ctx)).toBe(0);
    expect(json(ctx)).toMatchObject([
      { id: popup.id, popupStatus: 1, pcLeftLocation: 10, notShowingexpireTime: 12 },
    ]);
    ctx.reset();
    expect(await popupsRemove({ id: popup.id, yes: true, json: true }, ctx)).toBe(0);
    ctx.reset();
    expect(await popupsList({ json: true }, ctx)).toBe(0);
    expect(json(ctx)).toEqual([]);
  });

  it('messages send: to one member or to a level, not both', async () => {
    const ctx = await context();
    expect(
      await messagesSend(
        { user: 'member02', title: '안내', contents: '<p>확인</p>', yes: true, json: true },
        ctx,
      ),
    ).toBe(0);
    expect(json(ctx)).toEqual({ sent: 1 });
    ctx.reset();
    expect(await messagesSend({ level: 4, title: 'VIP', contents: '<b>혜택</b>', yes: true }, ctx)).toBe(0);
    expect(ctx.stdout.text).toBe("Sent 'VIP' to level 4: 1 message(s)\n");
    ctx.reset();
    expect(
      await messagesSend(
        { user: 'member02', level: 4, title: 'x', contents: 'y', yes: true, json: true },
        ctx,
      ),
    ).toBe(1);
    expect(JSON.parse(ctx.stderr.text).error.code).toBe('INVALID_VALUE');
    const rows = await server.db
      .sql`SELECT m.user_id FROM messages g JOIN members m ON m.id = g.member_id ORDER BY g.id`;
    expect(rows.map((r) => r.userId)).toEqual(['member02', 'member04']);
  });

  it('inquiries list and answer; non-member inquiries', async () => {
    const member = await server.app.repos.members.findByUserId('member03');
    const [inquiry] = await server.db.sql<{ id: number }[]>`
      INSERT INTO customer_inquiries (member_id, kind, title, question_contents)
      VALUES (${member!.id}, 'depositAccount', ${ko.INQUIRY_DEPOSIT_ACCOUNT_TITLE}, ${ko.INQUIRY_DEPOSIT_ACCOUNT_QUESTION})
      RETURNING id`;
    await server.db.sql`
      INSERT INTO non_member_inquiries (name, phone_number, question) VALUES ('홍길동', '01012345678', '가입 문의')`;
    const ctx = await context();
    expect(await inquiriesList({ json: true }, ctx)).toBe(0);
    expect(json(ctx).items).toMatchObject([{ id: inquiry!.id, userId: 'member03', kind: 'depositAccount' }]);
    ctx.reset();
    expect(
      await inquiriesAnswer({ id: inquiry!.id, contents: '입금 화면에서 확인해 주세요.', yes: true }, ctx),
    ).toBe(0);
    expect(ctx.stdout.text).toBe(`Answered inquiry ${inquiry!.id} of member03 (1 answers)\n`);
    ctx.reset();
    expect(await inquiriesList({ json: true }, ctx)).toBe(0);
    expect(json(ctx).items).toEqual([]);
    ctx.reset();
    expect(await inquiriesList({ status: 'answered' }, ctx)).toBe(0);
    expect(ctx.stdout.text.split('\n')[1]?.split('\t').slice(0, 3)).toEqual([
      String(inquiry!.id),
      'member03',
      'depositAccount',
    ]);
    ctx.reset();
    expect(await inquiriesList({ nonMember: true, json: true }, ctx)).toBe(0);
    expect(json(ctx).items).toMatchObject([{ name: '홍길동', question: '가입 문의' }]);
    ctx.reset();
    expect(await inquiriesAnswer({ id: 999_999, contents: '답변', yes: true, json: true }, ctx)).toBe(1);
    expect(JSON.parse(ctx.stderr.text).error).toEqual({
      code: 'ERR_NOT_FOUND',
      message: ko.ERR_NOT_FOUND,
      status: 404,
    });
  });

  it('inquiries show prints the member text whole, neutralised, and the answers; CSV on request', async () => {
    const member = await server.app.repos.members.findByUserId('member03');
    const [inquiry] = await server.db.sql<{ id: number }[]>`
      INSERT INTO customer_inquiries (member_id, kind, title, question_contents)
      VALUES (${member!.id}, 'depositAccount', '출금 문의', ${'출금이 안 됩니다\n\u001b[2J\u001b]0;pwned\u0007계좌 확인\u202e 부탁'})
      RETURNING id`;
    const ctx = await context();
    expect(await inquiriesShow({ id: inquiry!.id }, ctx)).toBe(0);
    expect(ctx.stdout.text).toContain(`ID\t${inquiry!.id}\nUser ID\tmember03\n`);
    expect(ctx.stdout.text).toMatch(/\nAsked\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d KST\n/);
    expect(ctx.stdout.text.endsWith('\n출금이 안 됩니다\n계좌 확인 부탁\n')).toBe(true);
    ctx.reset();
    expect(await inquiriesShow({ id: inquiry!.id, json: true }, ctx)).toBe(0);
    expect(json(ctx).createdAt).toMatch(/T.*Z$/);
    ctx.reset();
    expect(await inquiriesList({ status: 'all', format: 'csv' }, ctx)).toBe(0);
    expect(ctx.stdout.text.split('\n')[0]).toBe('ID,USER ID,KIND,TITLE,ANSWERS,READ,DELETED,ASKED');
    ctx.reset();
    expect(await inquiriesShow({ id: 999_999, json: true }, ctx)).toBe(1);
    expect(JSON.parse(ctx.stderr.text).error.status).toBe(404);
  });

  it('an inquiry title that would drive the staff terminal prints inert, in a table and through --json', async () => {
    const member = await server.app.repos.members.findByUserId('member04');
    // Clear the screen, retitle the window, a one-byte CSI and a right-to-left override.
    const title = '\u001b[2J\u001b]0;pwned\u0007\u009b31m입금\u202e문의';
    const hasRaw = (text: string) =>
      ['\u001b', '\u0007', '\u009b', '\u202e'].some((char) => text.includes(char));
    await server.db.sql`
      INSERT INTO customer_inquiries (member_id, title, question_contents) VALUES (${member!.id}, ${title}, '질문')`;
    for (const tty of [true, false]) {
      const ctx = await context({ tty });
      expect(await inquiriesList({}, ctx)).toBe(0);
      expect(ctx.stdout.text).toContain('\\x1b[2J\\x1b]0;pwned\\x07\\x9b31m입금U+202E문의');
      expect(hasRaw(ctx.stdout.text)).toBe(false);
    }
    const ctx = await context();
    expect(await inquiriesList({ json: true }, ctx)).toBe(0);
    expect(hasRaw(ctx.stdout.text)).toBe(false);
    expect(json(ctx).items.map((i: { title: string }) => i.title)).toContain(title);
  });

  describe('settings', () => {
    it('reads a flag set into a partial update', () => {
      expect(
        settingsUpdate({
          maintenance: 'on',
          maintenanceStart: '2026-01-02T02:00:00+09:00',
          maintenanceEnd: 'none',
          signUp: 'closed',
          liveBettingTime: ['6046=30'],
          attendancePoints: 500,
        }),
      ).toEqual({
        site: {
          siteNoticeFlg: 1,
          maintenanceStartAt: '2026-01-01T17:00:00.000Z',
          maintenanceEndAt: null,
          joinStartEndFlg: 0,
          liveBettingTime: { '6046': 30 },
        },
        attendance: { dailyPoints: 500 },
      });
      expect(() => settingsUpdate({ maintenanceStart: 'soon' })).toThrow('--maintenance-start must be');
      expect(() => settingsUpdate({ liveBettingTime: ['football=30'] })).toThrow(
        '--live-betting-time must be',
      );
    });

    it('set switches a maintenance window on (audited); show prints it; member calls answer 503 inside it', async () => {
      const ctx = await context();
      const start = new Date(server.clock.now().getTime() - 60_000).toISOString();
      const end = new Date(server.clock.now().getTime() + 3_600_000).toISOString();
      expect(
        await settingsSet(
          {
            maintenance: 'on',
            maintenanceStart: start,
            maintenanceEnd: end,
            topNotice: '점검 예정',
            reason: '정기 점검',
            yes: true,
            json: true,
          },
          ctx,
        ),
      ).toBe(0);
      expect(json(ctx).site).toMatchObject({
        siteNoticeFlg: 1,
        maintenanceStartAt: start,
        maintenanceEndAt: end,
        siteTopNotice: '점검 예정',
      });
      const member = await server.app.inject({ method: 'GET', url: '/boardEvent' });
      expect(member.statusCode).toBe(503);
      expect(member.json().code).toBe('ERR_SITE_MAINTENANCE');

      ctx.reset();
      expect(await settingsShow({}, ctx)).toBe(0);
      expect(ctx.stdout.text).toContain('Maintenance\ton\n');
      expect(ctx.stdout.text).toContain(`Maintenance end\t${kstTime(end)}\n`);

      ctx.reset();
      expect(
        await settingsSet(
          { maintenance: 'off', maintenanceStart: 'none', maintenanceEnd: 'none', yes: true, json: true },
          ctx,
        ),
      ).toBe(0);
      expect((await server.app.inject({ method: 'GET', url: '/boardEvent' })).statusCode).toBe(200);
      expect(await audits('setting.update')).toBe(2);

      ctx.reset();
      expect(await settingsSet({ yes: true, json: true }, ctx)).toBe(1);
      expect(JSON.parse(ctx.stderr.text).error.code).toBe('INVALID_VALUE');
    });
  });

  describe('roulette prizes and coupons', () => {
    it('prizes show lists both wheels; set changes one wheel (audited); a wrong prize list is refused', async () => {
      const ctx = await context();
      expect(await prizesShow({ json: true }, ctx)).toBe(0);
      expect(json(ctx).normal.map((p: { points: number }) => p.points)).toEqual([...ROULETTE_PRIZES.normal]);
      const weights = ROULETTE_PRIZES.vip.map((points, i) => `${points}=${i + 1}`);
      ctx.reset();
      expect(
        await prizesSet({ wheel: 'vip', weights, reason: '확률 조정', yes: true, json: true }, ctx),
      ).toBe(0);
      expect(json(ctx).vip).toEqual(ROULETTE_PRIZES.vip.map((points, i) => ({ points, weight: i + 1 })));
      expect(await audits('roulette.prizes')).toBe(1);
      ctx.reset();
      expect(await prizesSet({ wheel: 'vip', weights: ['0=1'], yes: true, json: true }, ctx)).toBe(1);
      expect(JSON.parse(ctx.stderr.text).error).toMatchObject({ code: 'ERR_INVALID_INPUT', status: 400 });
      expect(parseWeights(['20,000=5'])).toEqual([{ points: 20_000, weight: 5 }]);
      expect(() => parseWeights(['x'])).toThrow('<weights> must be');
    });

    it('coupons grant gives coupons once per --idempotency-key; the member can spin', async () => {
      const ctx = await context();
      const options = {
        userId: 'member01',
        count: 2,
        type: 'vip' as const,
        reason: '이벤트 보상',
        yes: true,
        json: true,
        idempotencyKey: 'grant-1',
      };
      expect(await couponsGrant(options, ctx)).toBe(0);
      expect(json(ctx)).toEqual({ userId: 'member01', normal: 0, vip: 2 });
      ctx.reset();
      expect(await couponsGrant(options, ctx)).toBe(0);
      expect(json(ctx)).toEqual({ userId: 'member01', normal: 0, vip: 2 });
      ctx.reset();
      expect(await couponsGrant({ ...options, idempotencyKey: undefined, json: false }, ctx)).toBe(0);
      expect(ctx.stdout.text).toBe('member01 now holds 0 normal and 4 VIP coupon(s)\n');
      expect(await audits('coupon.staff_grant')).toBe(2);
    });
  });

  it('main parses the registered commands (help text and argv)', async () => {
    const ctx = await context();
    expect(
      await main(['notices', 'add', '--title', '공지', '--contents', '<p>공지</p>', '--yes', '--json'], ctx),
    ).toBe(0);
    expect(json(ctx)).toMatchObject({ category: 'notice', title: '공지' });
    ctx.reset();
    expect(
      await main(
        ['roulette', 'prizes', 'set', 'normal', ...ROULETTE_PRIZES.normal.map((p) => `${p}=1`), '--yes'],
        ctx,
      ),
    ).toBe(0);
    ctx.reset();
    expect(
      await main(['coupons', 'grant', 'member02', '1', '--reason', '보상', '--yes', '--json'], ctx),
    ).toBe(0);
    expect(json(ctx)).toEqual({ userId: 'member02', normal: 1, vip: 0 });
    ctx.reset();
    expect(
      await main(['settings', 'set', '--live-betting-time', '6046=30', '48242=15', '--yes', '--json'], ctx),
    ).toBe(0);
    expect(json(ctx).site.liveBettingTime).toMatchObject({ '6046': 30, '48242': 15 });
    ctx.reset();
    expect(await main(['messages', 'send', '--help'], ctx)).toBe(0);
    expect(ctx.stdout.text).toContain('--level <n>');
  });
});
