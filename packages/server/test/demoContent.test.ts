import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO_BETTING_RULES,
  DEMO_COMMUNITY_NOTICES,
  DEMO_NOTICES,
  DEMO_POPUP,
  DEMO_SITE_TOP_NOTICE,
  DEMO_WELCOME_MESSAGE,
  demoEvents,
} from '../src/demo/demoContent';
import { seedDemoData } from '../src/demo/seedDemoData';
import { sanitizeHtml } from '../src/domain/sanitize/sanitizeHtml';
import { createCouponRulesRepository } from '../src/repositories/couponRulesRepository';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';
import { createTestDatabase, type TestDatabase } from './support/testDatabase';

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('the demo content a first start seeds (seedDemoData with content)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;

  const get = (url: string, who?: LoggedIn) =>
    t.app.inject({ method: 'GET', url, ...(who ? { headers: who.headers } : {}) });

  beforeAll(async () => {
    db = await createTestDatabase({ demoContent: true });
    t = await createTestApp({ db });
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(async () => {
    await t.close();
    await db.drop();
  });

  it('every demo text is already within the HTML policy: what is stored is what clients get', async () => {
    const events = demoEvents(
      { dailyPoints: 1_000, streakBonusDays: 7, streakBonusPoints: 10_000 },
      await createCouponRulesRepository(db.sql).active(),
    );
    const html = [
      ...[...DEMO_NOTICES, ...events, ...DEMO_BETTING_RULES, ...DEMO_COMMUNITY_NOTICES].map(
        (post) => post.contents,
      ),
      DEMO_POPUP,
      DEMO_WELCOME_MESSAGE.contents,
    ];
    for (const text of html) expect(sanitizeHtml(text)).toBe(text);
  });

  it('notices: the newest five in the notice popup, all six on the board, newest first', async () => {
    const newestFirst = titles([...DEMO_NOTICES].reverse());
    expect(newestFirst).toEqual([
      '출금 신청 안내',
      '베팅 규정 변경 안내',
      '책임감 있는 게임 안내',
      '서버 점검 안내',
      '입금 계좌 안내',
      '[필독] kbet 데모 사이트 이용 안내',
    ]);
    expect(titles((await get('/boardNotice')).json())).toEqual(newestFirst.slice(0, 5));
    const board = await get('/board?category=notice&page=1&perpage=15', member01);
    expect(board.headers['x-total-count']).toBe('6');
    expect(titles(board.json())).toEqual(newestFirst);
    const rg = board.json().find((n: { title: string }) => n.title === '책임감 있는 게임 안내');
    expect(rg.contents).toContain('국번 없이 1336');
    const dates = board.json().map((n: { createTimestamp: string }) => Date.parse(n.createTimestamp));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it('events state the stored attendance reward and coupon rules; betting rules read section 1 first', async () => {
    const events = await get('/boardEvent');
    expect(events.headers['x-total-count']).toBe('3');
    const [roulette, attendance, firstDeposit] = events.json();
    expect(titles(events.json())).toEqual(['룰렛 이벤트', '출석 체크 이벤트', '첫충 보너스 이벤트']);
    expect(attendance.contents).toContain('하루 한 번 출석 체크하면 <strong>1,000P</strong>를 드립니다.');
    expect(attendance.contents).toContain(
      '7일 연속 출석할 때마다 <strong>10,000P</strong>를 추가로 드립니다.',
    );
    expect(roulette.contents).toContain('<li>하루 충전 1회: 일반 쿠폰 1장</li>');
    expect(roulette.contents).toContain('<li>하루 누적 충전 100,000원 이상: 일반 쿠폰 1장</li>');
    expect(roulette.contents).toContain('<li>하루 누적 충전 1,000,000원 이상: VIP 쿠폰 1장</li>');
    expect(firstDeposit.contents).toContain(
      '<tr><td>스포츠 (3폴더 이상)</td><td>15%</td><td>롤링 100%, 배당 1.3 이상</td></tr>',
    );
    expect(firstDeposit.contents).toContain('1회 최대 500,000원');

    const rules = await get('/board?category=betting_rule&perpage=15');
    expect(titles(rules.json())).toEqual([
      '1. 일반 베팅 규정',
      '2. 베팅 취소',
      '3. 종목별 정산 기준',
      '4. 적특(취소)과 기준점 처리',
      '5. 실시간(인플레이) 베팅',
    ]);
    expect(rules.json()[1].contents).toContain('베팅 후 10분 이내, 그리고 경기 시작 10분 전까지');
  });

  it('one active popup and the community notices', async () => {
    const popups = (await get('/boardPopup')).json();
    expect(popups).toHaveLength(1);
    expect(popups[0]).toMatchObject({ popupStatus: 0, contents: DEMO_POPUP, mbContents: DEMO_POPUP });
    const community = await get('/community/notice', member01);
    expect(titles(community.json())).toEqual(['회원 간 금전 거래 금지 안내', '커뮤니티 이용 수칙']);
  });

  it('member02…member05 have one unread welcome message; member01 has none (no /message redirect)', async () => {
    expect((await get(`/message/unread/${member01.user.id}`, member01)).json()).toBe(0);
    expect((await get(`/message/user/${member01.user.id}`, member01)).json()).toEqual([]);
    expect((await get(`/message/unread/${member02.user.id}`, member02)).json()).toBe(1);
    const [welcome] = (await get(`/message/user/${member02.user.id}`, member02)).json();
    expect(welcome).toMatchObject({ title: DEMO_WELCOME_MESSAGE.title, confirmStatus: 0 });
    const rows = await db.sql`
      SELECT m.user_id, count(*)::int AS n FROM messages x JOIN members m ON m.id = x.member_id
      WHERE x.confirm_status = 0 GROUP BY m.user_id ORDER BY m.user_id`;
    expect(rows.map((r) => [r.userId, r.n])).toEqual([
      ['member02', 1],
      ['member03', 1],
      ['member04', 1],
      ['member05', 1],
    ]);
  });

  it('member01 holds 3 normal and 1 VIP roulette coupons, granted through the audited coupon ledger', async () => {
    expect((await get(`/card/user/count?memberId=${member01.user.id}`, member01)).json()).toEqual({
      normal: 3,
      vip: 1,
    });
    expect((await get(`/card/user/count?memberId=${member02.user.id}`, member02)).json()).toEqual({
      normal: 0,
      vip: 0,
    });
    const moves = await db.sql`SELECT kind, delta, reason FROM coupon_movements ORDER BY id`;
    expect(moves).toEqual([
      { kind: 'normal', delta: 3, reason: 'staff_grant' },
      { kind: 'vip', delta: 1, reason: 'staff_grant' },
    ]);
    expect(
      await db.sql`SELECT count(*)::int AS n FROM audit_log WHERE action = 'coupon.staff_grant'`,
    ).toEqual([{ n: 2 }]);
  });

  it('the marquee shows the play-money notice and maintenance is off', async () => {
    const site = (await get('/setting/site')).json();
    expect(site).toMatchObject({
      siteTopNotice: DEMO_SITE_TOP_NOTICE,
      siteNoticeFlg: 0,
      systemMaintenanceFlg: 0,
      maintenanceStartAt: null,
      maintenanceEndAt: null,
    });
    expect(DEMO_SITE_TOP_NOTICE).toBe(
      'kbet은 플레이 머니로 운영되는 데모 사이트입니다. 책임감 있는 게임을 즐기세요.',
    );
    expect((await get(`/member/${member01.user.id}`, member01)).statusCode).toBe(200);
  });

  it('a second start seeds nothing more', async () => {
    const count = () => db.sql`SELECT count(*)::int AS n FROM board_posts`;
    const before = await count();
    expect(await seedDemoData(db.sql)).toEqual({ seeded: false });
    expect(await count()).toEqual(before);
  });
});
