import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('boards, popups and the community notice board', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn; // role 1: may register community notices
  let member02: LoggedIn; // role 2: may not

  const staff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/admin-api${url}`, headers: admin.headers, payload });

  const audits = async (action: string) =>
    t.db.sql<{ actorId: number; targetId: string; oldValue: unknown; newValue: unknown }[]>`
      SELECT actor_id, target_id, old_value, new_value FROM audit_log WHERE action = ${action} ORDER BY id`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  describe('staff notices, events and betting rules', () => {
    let noticeId: number;

    it('adds a notice with sanitised HTML and audits it', async () => {
      const response = await staff('POST', '/boards/notice', {
        title: ' 점검 안내 ',
        contents: '<p onclick="steal()">점검<script>alert(1)</script></p>',
      });
      expect(response.statusCode).toBe(201);
      const post = response.json();
      noticeId = post.id;
      expect(post).toEqual({
        id: expect.any(Number),
        category: 'notice',
        noticeType: 0,
        title: '점검 안내',
        contents: '<p>점검</p>',
        createTimestamp: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const [stored] = await t.db.sql<
        { contents: string }[]
      >`SELECT contents FROM board_posts WHERE id = ${noticeId}`;
      expect(stored?.contents).toBe('<p>점검</p>');
      expect(await audits('board.create')).toEqual([
        {
          actorId: admin.user.id,
          targetId: String(noticeId),
          oldValue: null,
          newValue: { category: 'notice', noticeType: 0, title: '점검 안내', contents: '<p>점검</p>' },
        },
      ]);
    });

    it('refuses a blank title with the spec message and stores nothing', async () => {
      const before = await t.db.sql`SELECT count(*)::int AS n FROM board_posts`;
      const response = await staff('POST', '/boards/event', { title: '  ', contents: '<p>x</p>' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FIELD_REQUIRED', message: ko.FIELD_REQUIRED });
      expect(await t.db.sql`SELECT count(*)::int AS n FROM board_posts`).toEqual(before);
    });

    it('the notice list needs a login; it pages newest first with the total in x-total-count', async () => {
      const guest = await t.app.inject({ method: 'GET', url: '/board?category=notice&page=1&perpage=5' });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ code: 'LOGIN_REQUIRED', message: ko.LOGIN_REQUIRED });

      const second = await staff('POST', '/boards/notice', {
        title: '두번째',
        contents: '<b>b</b>',
        noticeType: 1,
      });
      expect(second.statusCode).toBe(201);
      const page = await t.app.inject({
        method: 'GET',
        url: '/board?category=notice&page=1&perpage=5',
        headers: member02.headers,
      });
      expect(page.statusCode).toBe(200);
      expect(page.headers['x-total-count']).toBe('2');
      expect(page.json().map((n: { title: string }) => n.title)).toEqual(['두번째', '점검 안내']);
      const paged = await t.app.inject({
        method: 'GET',
        url: '/board?category=notice&page=2&perpage=1',
        headers: member02.headers,
      });
      expect(paged.json()).toEqual([
        {
          id: noticeId,
          title: '점검 안내',
          contents: '<p>점검</p>',
          createTimestamp: expect.stringMatching(ISO),
        },
      ]);
    });

    it('boardNotice lists the site notices of a notice type (0 by default)', async () => {
      const zero = await t.app.inject({ method: 'GET', url: '/boardNotice?noticeType=0' });
      expect(zero.statusCode).toBe(200);
      expect(zero.json().map((n: { id: number }) => n.id)).toEqual([noticeId]);
      const one = await t.app.inject({ method: 'GET', url: '/boardNotice?noticeType=1' });
      expect(one.json().map((n: { title: string }) => n.title)).toEqual(['두번째']);
    });

    it('events and betting rules are public, each on its own board', async () => {
      await staff('POST', '/boards/event', { title: '첫충 이벤트', contents: '<p>10%</p>' });
      await staff('POST', '/boards/betting_rule', { title: '베팅규정', contents: '<ol><li>규정</li></ol>' });
      const events = await t.app.inject({ method: 'GET', url: '/boardEvent' });
      expect(events.statusCode).toBe(200);
      expect(events.headers['x-total-count']).toBe('1');
      expect(events.json().map((n: { title: string }) => n.title)).toEqual(['첫충 이벤트']);
      const rules = await t.app.inject({ method: 'GET', url: '/board?category=betting_rule' });
      expect(rules.statusCode).toBe(200);
      expect(rules.json()).toEqual([
        {
          id: expect.any(Number),
          title: '베팅규정',
          contents: '<ol><li>규정</li></ol>',
          createTimestamp: expect.stringMatching(ISO),
        },
      ]);
    });

    it('edits and removes a post, auditing old and new; unknown or other-board ids are 404', async () => {
      const edited = await staff('PUT', `/boards/notice/${noticeId}`, {
        title: '점검 안내 (수정)',
        contents: '<a href="javascript:alert(1)">링크</a>',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json()).toMatchObject({
        title: '점검 안내 (수정)',
        contents: '<a rel="noopener noreferrer">링크</a>',
      });
      expect((await audits('board.update')).at(-1)).toEqual({
        actorId: admin.user.id,
        targetId: String(noticeId),
        oldValue: { category: 'notice', noticeType: 0, title: '점검 안내', contents: '<p>점검</p>' },
        newValue: {
          category: 'notice',
          noticeType: 0,
          title: '점검 안내 (수정)',
          contents: '<a rel="noopener noreferrer">링크</a>',
        },
      });

      const wrongBoard = await staff('PUT', `/boards/event/${noticeId}`, { title: 'x', contents: '' });
      expect(wrongBoard.statusCode).toBe(404);
      expect(wrongBoard.json()).toEqual({ code: 'ERR_NOT_FOUND', message: ko.ERR_NOT_FOUND });

      const removed = await staff('DELETE', `/boards/notice/${noticeId}`);
      expect(removed.statusCode).toBe(200);
      expect((await audits('board.remove')).at(-1)).toMatchObject({
        targetId: String(noticeId),
        newValue: null,
      });
      const list = await t.app.inject({ method: 'GET', url: '/boardNotice' });
      expect(list.json()).toEqual([]);
      expect((await staff('DELETE', `/boards/notice/${noticeId}`)).statusCode).toBe(404);
    });

    it('staff routes refuse members with 403', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/admin-api/boards/notice',
        headers: member01.headers,
        payload: { title: 'x', contents: 'y' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    });

    it('sanitises again when serving: a row written around the API never reaches a client unfiltered', async () => {
      await t.db.sql`
        INSERT INTO board_posts (category, title, contents)
        VALUES ('event', '직접 입력', '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>ok')`;
      const events = await t.app.inject({ method: 'GET', url: '/boardEvent' });
      expect(events.json()[0]).toMatchObject({ title: '직접 입력', contents: '<img />ok' });
    });
  });

  describe('popups', () => {
    it('GET /boardPopup serves only active popups, sanitised', async () => {
      const active = await staff('POST', '/popups', {
        contents: '<p style="position:fixed">공지</p><svg onload="x()"></svg>',
        popupFlg: 1,
        notShowingexpireTime: 12,
        pcLeftLocation: 100,
        pcRightLocation: 50,
      });
      expect(active.statusCode).toBe(201);
      expect(active.json()).toEqual({
        id: expect.any(Number),
        popupStatus: 0,
        contents: '<p>공지</p>',
        mbContents: '<p>공지</p>',
        popupFlg: 1,
        notShowingexpireTime: 12,
        pcLeftLocation: 100,
        pcRightLocation: 50,
        createdAt: expect.stringMatching(ISO),
        updatedAt: expect.stringMatching(ISO),
      });
      const off = await staff('POST', '/popups', { contents: '<p>꺼짐</p>', popupStatus: 1 });
      expect(off.statusCode).toBe(201);

      const served = await t.app.inject({ method: 'GET', url: '/boardPopup' });
      expect(served.statusCode).toBe(200);
      expect(served.json()).toEqual([
        {
          id: active.json().id,
          popupStatus: 0,
          contents: '<p>공지</p>',
          mbContents: '<p>공지</p>',
          popupFlg: 1,
          notShowingexpireTime: 12,
          pcLeftLocation: 100,
          pcRightLocation: 50,
        },
      ]);

      // Switching the first off and the second on swaps what clients see; each change is audited.
      expect(
        (await staff('PUT', `/popups/${active.json().id}`, { contents: '<p>공지</p>', popupStatus: 1 }))
          .statusCode,
      ).toBe(200);
      expect(
        (await staff('PUT', `/popups/${off.json().id}`, { contents: '<p>켜짐</p>', popupStatus: 0 }))
          .statusCode,
      ).toBe(200);
      const swapped = await t.app.inject({ method: 'GET', url: '/boardPopup' });
      expect(swapped.json().map((p: { contents: string }) => p.contents)).toEqual(['<p>켜짐</p>']);
      expect((await audits('popup.update')).map((a) => a.targetId)).toEqual([
        String(active.json().id),
        String(off.json().id),
      ]);
      const all = await staff('GET', '/popups');
      expect(all.json()).toHaveLength(2);
      expect((await staff('DELETE', `/popups/${off.json().id}`)).statusCode).toBe(200);
      expect((await t.app.inject({ method: 'GET', url: '/boardPopup' })).json()).toEqual([]);
      expect(await audits('popup.remove')).toHaveLength(1);
    });
  });

  describe('community notices (spec §2, §6: registration for role 1 only)', () => {
    let postId: number;

    it('role 1 registers a notice; HTML is sanitised and the registration audited', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/community/notice',
        headers: member01.headers,
        payload: { title: '커뮤니티 공지', contents: '<p>안녕<img src="javascript:alert(1)"></p>' },
      });
      expect(response.statusCode).toBe(201);
      postId = response.json().id;
      expect(response.json()).toEqual({
        id: postId,
        title: '커뮤니티 공지',
        contents: '<p>안녕<img /></p>',
        createTimestamp: expect.stringMatching(ISO),
      });
      expect((await audits('board.create')).at(-1)).toMatchObject({
        actorId: member01.user.id,
        targetId: String(postId),
      });
    });

    it('other roles are refused with NOTICE_REGISTER_FORBIDDEN and nothing is stored', async () => {
      const before = await t.db
        .sql`SELECT count(*)::int AS n FROM board_posts WHERE category = 'community_notice'`;
      const response = await t.app.inject({
        method: 'POST',
        url: '/community/notice',
        headers: member02.headers,
        payload: { title: '권한 없음', contents: 'x' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        code: 'NOTICE_REGISTER_FORBIDDEN',
        message: ko.NOTICE_REGISTER_FORBIDDEN,
      });
      const edit = await t.app.inject({
        method: 'PUT',
        url: `/community/notice/${postId}`,
        headers: member02.headers,
        payload: { title: '권한 없음', contents: 'x' },
      });
      expect(edit.statusCode).toBe(403);
      expect(
        await t.db.sql`SELECT count(*)::int AS n FROM board_posts WHERE category = 'community_notice'`,
      ).toEqual(before);
      const staffAccount = await t.app.inject({
        method: 'POST',
        url: '/community/notice',
        headers: admin.headers,
        payload: { title: '스태프', contents: 'x' },
      });
      expect(staffAccount.statusCode).toBe(403);
    });

    it('logged-in members list and open community notices; guests cannot', async () => {
      const list = await t.app.inject({ method: 'GET', url: '/community/notice', headers: member02.headers });
      expect(list.statusCode).toBe(200);
      expect(list.headers['x-total-count']).toBe('1');
      const detail = await t.app.inject({
        method: 'GET',
        url: `/community/notice/detail/${postId}`,
        headers: member02.headers,
      });
      expect(detail.json()).toMatchObject({ id: postId, title: '커뮤니티 공지' });
      const missing = await t.app.inject({
        method: 'GET',
        url: '/community/notice/detail/999999',
        headers: member02.headers,
      });
      expect(missing.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/community/notice' })).statusCode).toBe(401);
    });

    it('only the author or staff edit a notice: another role-1 member gets 403 FORBIDDEN and nothing changes', async () => {
      const partner01 = await login(t.app, 'partner01'); // role 1, not the author
      const staffPost = await staff('POST', '/boards/community_notice', {
        title: '운영 공지',
        contents: '원문',
      });
      expect(staffPost.statusCode).toBe(201);
      const posts = async () =>
        t.db
          .sql`SELECT id, title, contents, updated_at FROM board_posts WHERE category = 'community_notice' ORDER BY id`;
      const before = await posts();
      const updates = (await audits('board.update')).length;
      for (const [by, id] of [
        [partner01, postId],
        [member01, staffPost.json().id as number],
      ] as const) {
        const response = await t.app.inject({
          method: 'PUT',
          url: `/community/notice/${id}`,
          headers: by.headers,
          payload: { title: '덮어쓰기', contents: '<p>덮어쓰기</p>' },
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
      }
      expect(await posts()).toEqual(before);
      expect(await audits('board.update')).toHaveLength(updates);

      const byStaff = await t.app.inject({
        method: 'PUT',
        url: `/community/notice/${staffPost.json().id}`,
        headers: admin.headers,
        payload: { title: '운영 공지 (수정)', contents: '수정' },
      });
      expect(byStaff.statusCode).toBe(200);
      expect(byStaff.json()).toMatchObject({ title: '운영 공지 (수정)' });
      expect((await staff('DELETE', `/boards/community_notice/${staffPost.json().id}`)).statusCode).toBe(200);
    });

    it('role 1 edits a notice, audited with old and new', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/community/notice/${postId}`,
        headers: member01.headers,
        payload: { title: '수정됨', contents: '<em>수정</em>' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ title: '수정됨', contents: '<em>수정</em>' });
      expect((await audits('board.update')).at(-1)).toMatchObject({
        actorId: member01.user.id,
        oldValue: { title: '커뮤니티 공지' },
        newValue: { title: '수정됨', contents: '<em>수정</em>' },
      });
    });
  });
});
