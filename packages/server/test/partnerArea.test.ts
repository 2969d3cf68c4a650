import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PartnerTree, twoPartnerTrees } from './support/partnerTrees';
import { createTestApp, login, type TestApp } from './support/testApp';

/**
 * The partner pages' records (spec §2: /partner/bet_history, /partner/casino_bet_history, /partner/customer): a
 * partner sees its own downline's bets and casino records only, and writes to staff, who answer over the staff
 * API.
 */
describe('partner area records and inquiries', () => {
  let t: TestApp;
  let a: PartnerTree;
  let b: PartnerTree;
  let day = '';

  const as = async (userId: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: (await login(t.app, userId)).headers,
      ...(payload === undefined ? {} : { payload }),
    });

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await twoPartnerTrees(t, 'area');
    day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(t.clock.now());
  });
  afterAll(() => t.close());

  it("lists the downline's bet slips of every vertical, and only the downline's", async () => {
    const answer = await as(a.partner.userId, 'GET', `/partner-api/bets?from=${day}&to=${day}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const page = answer.json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      userId: a.player.userId,
      nickname: a.player.nickname,
      gameType: 1,
      amount: 10_000,
      totalRatio: '1.85',
    });
    expect(page.items[0]).not.toHaveProperty('ipAddress');
    const other = (await as(b.partner.userId, 'GET', `/partner-api/bets?from=${day}&to=${day}`)).json();
    expect(other.items.map((row: { userId: string }) => row.userId)).toEqual([b.player.userId]);
  });

  it("lists the downline's casino and slot records, and only the downline's", async () => {
    const page = (await as(a.partner.userId, 'GET', `/partner-api/casino-bets?from=${day}&to=${day}`)).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      userId: a.player.userId,
      vertical: 'slot',
      action: 'debit',
      amount: 5_000,
      gameCode: 'slot-fruits',
    });
  });

  it('keeps records outside the days out, and refuses a reversed range and a member who is not a partner', async () => {
    const before = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`;
    const empty = (await as(a.partner.userId, 'GET', `/partner-api/bets?from=${before}&to=${before}`)).json();
    expect(empty).toEqual({ items: [], total: 0 });
    const reversed = await as(a.partner.userId, 'GET', `/partner-api/casino-bets?from=${day}&to=${before}`);
    expect(reversed.statusCode).toBe(400);
    for (const url of ['/partner-api/bets', '/partner-api/casino-bets', '/partner-api/inquiries']) {
      expect((await as(a.player.userId, 'GET', `${url}?from=${day}&to=${day}`)).statusCode).toBe(403);
    }
  });

  it('sends an inquiry to staff, who answer it; the partner reads the answer, nobody else sees it', async () => {
    const blank = await as(a.partner.userId, 'POST', '/partner-api/inquiries', {
      title: ' ',
      questionContents: '정산 문의',
    });
    expect(blank.statusCode).toBe(400);
    const sent = await as(a.partner.userId, 'POST', '/partner-api/inquiries', {
      title: '정산 문의',
      questionContents: '<b>이번 주</b> 정산 일정이 궁금합니다.',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const { id } = sent.json();
    const staff = await login(t.app, 'admin01');
    const queue = (
      await t.app.inject({ method: 'GET', url: '/admin-api/inquiries', headers: staff.headers })
    ).json();
    expect(queue.items.find((item: { id: number }) => item.id === id)).toMatchObject({
      kind: 'partner',
      userId: a.partner.userId,
    });
    const answered = await t.app.inject({
      method: 'POST',
      url: `/admin-api/inquiries/${id}/answer`,
      headers: staff.headers,
      payload: { answerContents: '<p>매주 월요일입니다.</p><script>x()</script>' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const mine = (await as(a.partner.userId, 'GET', '/partner-api/inquiries')).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].questionContents).toBe('<b>이번 주</b> 정산 일정이 궁금합니다.');
    expect(mine[0].answers.map((answer: { answerContents: string }) => answer.answerContents)).toEqual([
      '<p>매주 월요일입니다.</p>',
    ]);
    expect((await as(b.partner.userId, 'GET', '/partner-api/inquiries')).json()).toEqual([]);
    const ownCustomer = await as(a.partner.userId, 'GET', `/customer/user/${a.partner.id}`);
    expect(ownCustomer.json()).toEqual([]);
  });
});
