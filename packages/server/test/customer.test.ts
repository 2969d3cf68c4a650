import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NON_MEMBER_INQUIRY_LIMIT } from '../src/routes/support-non-member';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

interface Inquiry {
  id: number;
  title: string;
  questionContents: string;
  customerAnswer: { id: number; answerContents: string }[];
  confirmStatus: number;
  deletedFlg: number;
}

describe('1:1 customer inquiries (spec §5: more than 2 unanswered blocks a new one; delete only answered and read)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member03: LoggedIn;
  let member02: LoggedIn;

  const create = (who: LoggedIn, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: who.headers,
      payload: { memberId: who.user.id, ...payload },
    });
  const list = async (who: LoggedIn) =>
    (
      await t.app.inject({ method: 'GET', url: `/customer/user/${who.user.id}`, headers: who.headers })
    ).json() as Inquiry[];
  const remove = (who: LoggedIn, ids: string) =>
    t.app.inject({ method: 'DELETE', url: `/customer/delete/user/${ids}`, headers: who.headers });
  const read = (who: LoggedIn, id: number) =>
    t.app.inject({
      method: 'PUT',
      url: '/customer/',
      headers: who.headers,
      payload: { id, confirmStatus: 1 },
    });
  const answer = (id: number, answerContents: string) =>
    t.app.inject({
      method: 'POST',
      url: `/admin-api/inquiries/${id}/answer`,
      headers: admin.headers,
      payload: { answerContents },
    });
  const stored = () =>
    t.db.sql`SELECT id, member_id, kind, confirm_status, deleted_flg FROM customer_inquiries ORDER BY id`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member03 = await login(t.app, 'member03');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('serves the prefilled deposit-account question, and an empty general one', async () => {
    const deposit = await t.app.inject({
      method: 'GET',
      url: '/customer/template/depositAccount',
      headers: member03.headers,
    });
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toEqual({
      kind: 'depositAccount',
      title: ko.INQUIRY_DEPOSIT_ACCOUNT_TITLE,
      questionContents: ko.INQUIRY_DEPOSIT_ACCOUNT_QUESTION,
    });
    const general = await t.app.inject({
      method: 'GET',
      url: '/customer/template/general',
      headers: member03.headers,
    });
    expect(general.json()).toEqual({ kind: 'general', title: '', questionContents: '' });
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/customer/template/refund',
      headers: member03.headers,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses a blank title or question with 위 항목을 입력해주세요. and stores nothing', async () => {
    for (const payload of [
      { title: '', questionContents: '내용' },
      { title: '제목', questionContents: '   ' },
    ]) {
      const response = await create(member03, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FIELD_REQUIRED', message: ko.FIELD_REQUIRED });
    }
    expect(await stored()).toEqual([]);
  });

  it("refuses another member's id in the body with 403", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: member02.headers,
      payload: { memberId: member03.user.id, title: '제목', questionContents: '내용' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    expect(await stored()).toEqual([]);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/customer/user/${member03.user.id}`,
      headers: member02.headers,
    });
    expect(listed.statusCode).toBe(403);
  });

  it('takes three unanswered inquiries and refuses a fourth with INQUIRY_PENDING', async () => {
    const first = await create(member03, {
      kind: 'depositAccount',
      title: ko.INQUIRY_DEPOSIT_ACCOUNT_TITLE,
      questionContents: ko.INQUIRY_DEPOSIT_ACCOUNT_QUESTION,
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(ko.SENT);
    expect(
      (await create(member03, { title: ' 출금 문의 ', questionContents: '언제 되나요?' })).statusCode,
    ).toBe(200);
    expect((await create(member03, { title: '세번째', questionContents: '내용' })).statusCode).toBe(200);

    const fourth = await create(member03, { title: '네번째', questionContents: '내용' });
    expect(fourth.statusCode).toBe(409);
    expect(fourth.json()).toEqual({ code: 'INQUIRY_PENDING', message: ko.INQUIRY_PENDING });

    const rows = await stored();
    expect(rows.map((r) => r.kind)).toEqual(['depositAccount', 'general', 'general']);
    const mine = await list(member03);
    expect(mine.map((i) => i.title)).toEqual(['세번째', '출금 문의', ko.INQUIRY_DEPOSIT_ACCOUNT_TITLE]);
    expect(mine[0]).toEqual({
      id: expect.any(Number),
      title: '세번째',
      questionContents: '내용',
      customerAnswer: [],
      confirmStatus: 0,
      createdAt: expect.any(String),
      deletedFlg: 0,
    });
  });

  it('refuses to delete an unanswered inquiry, and nothing at all when nothing is selected', async () => {
    const [newest] = await list(member03);
    const before = await stored();
    const unanswered = await remove(member03, String(newest!.id));
    expect(unanswered.statusCode).toBe(409);
    expect(unanswered.json()).toEqual({
      code: 'INQUIRY_DELETE_UNANSWERED',
      message: ko.INQUIRY_DELETE_UNANSWERED,
    });
    const none = await remove(member03, '');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ code: 'INQUIRY_NONE_SELECTED', message: ko.INQUIRY_NONE_SELECTED });
    expect(await stored()).toEqual(before);
  });

  it('staff list the unanswered ones and answer one (sanitised, audited); it counts as answered', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/admin-api/inquiries', headers: admin.headers });
    expect(open.statusCode).toBe(200);
    const items = open.json().items as { id: number; userId: string; kind: string }[];
    expect(items.map((i) => [i.userId, i.kind])).toEqual([
      ['member03', 'general'],
      ['member03', 'general'],
      ['member03', 'depositAccount'],
    ]);
    const depositQuestion = items[2]!.id;
    const answered = await answer(
      depositQuestion,
      '<p>계좌는 <b>입금</b> 화면에서 확인하세요<script>x()</script></p>',
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({
      id: depositQuestion,
      kind: 'depositAccount',
      customerAnswer: [
        { id: expect.any(Number), answerContents: '<p>계좌는 <b>입금</b> 화면에서 확인하세요</p>' },
      ],
      confirmStatus: 0,
    });
    const [log] = await t.db.sql<{ actorId: number; targetId: string }[]>`
      SELECT actor_id, target_id FROM audit_log WHERE action = 'inquiry.answer'`;
    expect(log).toEqual({ actorId: admin.user.id, targetId: String(depositQuestion) });

    const answeredList = await t.app.inject({
      method: 'GET',
      url: '/admin-api/inquiries?status=answered',
      headers: admin.headers,
    });
    expect(answeredList.json().items.map((i: { id: number }) => i.id)).toEqual([depositQuestion]);
    expect((await answer(999_999, '답변')).statusCode).toBe(404);

    // Two unanswered now: a new inquiry is allowed again.
    expect((await create(member03, { title: '네번째', questionContents: '내용' })).statusCode).toBe(200);
    expect((await create(member03, { title: '다섯번째', questionContents: '내용' })).statusCode).toBe(409);
  });

  it('refuses to delete an answered but unread inquiry, or a selection holding an unanswered one', async () => {
    const mine = await list(member03);
    const answered = mine.find((i) => i.customerAnswer.length > 0)!;
    const unanswered = mine.find((i) => i.customerAnswer.length === 0)!;
    const before = await stored();
    const unread = await remove(member03, String(answered.id));
    expect(unread.statusCode).toBe(409);
    expect(unread.json()).toEqual({ code: 'INQUIRY_DELETE_UNREAD', message: ko.INQUIRY_DELETE_UNREAD });
    expect(await read(member03, answered.id).then((r) => r.body)).toBe(ko.LOOKED_UP);
    const mixed = await remove(member03, `${answered.id},${unanswered.id}`);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('INQUIRY_DELETE_UNANSWERED');
    expect((await stored()).map((r) => r.deletedFlg)).toEqual(before.map((r) => r.deletedFlg));
  });

  it("refuses another member's inquiry (403) and unknown ids (404)", async () => {
    const answered = (await list(member03)).find((i) => i.customerAnswer.length > 0)!;
    const before = await stored();
    const foreignDelete = await remove(member02, String(answered.id));
    expect(foreignDelete.statusCode).toBe(403);
    expect(foreignDelete.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    expect((await read(member02, answered.id)).statusCode).toBe(403);
    expect((await remove(member03, '999999')).statusCode).toBe(404);
    expect(await stored()).toEqual(before);
  });

  it('deletes an answered and read inquiry; a new answer makes it unread again first', async () => {
    const answered = (await list(member03)).find((i) => i.customerAnswer.length > 0)!;
    expect((await answer(answered.id, '추가 답변')).statusCode).toBe(200);
    expect((await remove(member03, String(answered.id))).json().code).toBe('INQUIRY_DELETE_UNREAD');
    await read(member03, answered.id);
    const response = await remove(member03, String(answered.id));
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ko.INQUIRY_DELETED);
    expect((await list(member03)).map((i) => i.id)).not.toContain(answered.id);
    const all = await t.app.inject({
      method: 'GET',
      url: '/admin-api/inquiries?status=all',
      headers: admin.headers,
    });
    expect(all.json().items.find((i: { id: number }) => i.id === answered.id)).toMatchObject({
      deletedFlg: 1,
    });
    expect((await remove(member03, String(answered.id))).statusCode).toBe(404);
  });
});

describe('non-member inquiry (POST /supportNonMember, rate-limited per IP)', () => {
  let t: TestApp;
  let admin: LoggedIn;

  const ask = (payload: object, ip = '203.0.113.7') =>
    t.app.inject({ method: 'POST', url: '/supportNonMember', payload, remoteAddress: ip });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
  });
  afterAll(() => t.close());

  it('needs every field (위 항목을 입력해주세요.)', async () => {
    const response = await ask({ name: '홍길동', phoneNumber: '', question: '가입 문의' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'FIELD_REQUIRED', message: ko.FIELD_REQUIRED });
    expect(await t.db.sql`SELECT count(*)::int AS n FROM non_member_inquiries`).toEqual([{ n: 0 }]);
  });

  it(`stores up to ${NON_MEMBER_INQUIRY_LIMIT.max} an hour from one IP, then answers 429`, async () => {
    for (let i = 1; i < NON_MEMBER_INQUIRY_LIMIT.max; i++) {
      const response = await ask({ name: ' 홍길동 ', phoneNumber: '01012345678', question: `문의 ${i}` });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(ko.SENT);
    }
    const limited = await ask({ name: '홍길동', phoneNumber: '01012345678', question: '또 문의' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      code: 'ERR_TOO_MANY_REQUESTS',
      message: ko.ERR_TOO_MANY_REQUESTS,
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is counted on its own.
    expect(
      (await ask({ name: '김철수', phoneNumber: '01099998888', question: '문의' }, '198.51.100.9'))
        .statusCode,
    ).toBe(200);

    const rows = await t.db.sql`SELECT name, ip FROM non_member_inquiries ORDER BY id`;
    expect(rows).toHaveLength(NON_MEMBER_INQUIRY_LIMIT.max);
    expect(rows[0]).toEqual({ name: '홍길동', ip: '203.0.113.7' });
    const staffList = await t.app.inject({
      method: 'GET',
      url: '/admin-api/inquiries/non-member',
      headers: admin.headers,
    });
    expect(staffList.json().items[0]).toMatchObject({
      name: '김철수',
      phoneNumber: '01099998888',
      question: '문의',
    });
  });
});
