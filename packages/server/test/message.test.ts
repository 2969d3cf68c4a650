import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('messages (spec §7; §5: only read messages can be deleted)', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;
  let member02: LoggedIn;

  const send = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/admin-api/messages', headers: admin.headers, payload });
  const get = (url: string, who: LoggedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const put = (url: string, who: LoggedIn, payload: unknown) =>
    t.app.inject({ method: 'PUT', url, headers: who.headers, payload: payload as object });
  const messagesOf = async (who: LoggedIn) =>
    (await get(`/message/user/${who.user.id}`, who)).json() as {
      id: number;
      title: string;
      contents: string;
      confirmStatus: number;
      userDeleteFlg: number;
    }[];
  const rows = () =>
    t.db.sql`SELECT id, member_id, confirm_status, user_delete_flg FROM messages ORDER BY id`;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('staff send to one member (HTML sanitised) and to a level; each send is audited', async () => {
    const one = await send({
      userId: 'member01',
      title: '안내',
      contents: '<p>환영합니다<script>x()</script></p>',
    });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual({ sent: 1 });
    // Level 1: recomm01, member01, partner01, partner02 (all role 1).
    const level = await send({ level: 1, title: '레벨 공지', contents: '<b>레벨1</b>' });
    expect(level.json()).toEqual({ sent: 4 });
    const log = await t.db.sql<
      { actorId: number; targetType: string; targetId: string; newValue: { title: string } }[]
    >`
      SELECT actor_id, target_type, target_id, new_value FROM audit_log WHERE action = 'message.send' ORDER BY id`;
    expect(log.map((l) => [l.actorId, l.targetType, l.targetId, l.newValue.title])).toEqual([
      [admin.user.id, 'member', String(member01.user.id), '안내'],
      [admin.user.id, 'level', '1', '레벨 공지'],
    ]);

    const both = await send({ userId: 'member01', level: 1, title: 'x', contents: 'y' });
    expect(both.statusCode).toBe(400);
    const unknown = await send({ userId: 'nobody99', title: 'x', contents: 'y' });
    expect(unknown.statusCode).toBe(404);
    expect(await t.db.sql`SELECT count(*)::int AS n FROM messages`).toEqual([{ n: 5 }]);
  });

  it('member01 sees two unread messages, newest first, sanitised', async () => {
    const unread = await get(`/message/unread/${member01.user.id}`, member01);
    expect(unread.statusCode).toBe(200);
    expect(unread.json()).toBe(2);
    const list = await messagesOf(member01);
    expect(list).toEqual([
      {
        id: expect.any(Number),
        title: '레벨 공지',
        contents: '<b>레벨1</b>',
        confirmStatus: 0,
        createdAt: expect.any(String),
        userDeleteFlg: 0,
      },
      expect.objectContaining({ title: '안내', contents: '<p>환영합니다</p>', confirmStatus: 0 }),
    ]);
    expect(await get(`/message/unread/${member02.user.id}`, member02).then((r) => r.json())).toBe(0);
  });

  it('another member’s id in the path is 403 FORBIDDEN', async () => {
    for (const url of [`/message/unread/${member01.user.id}`, `/message/user/${member01.user.id}`]) {
      const response = await get(url, member02);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    }
  });

  it('deleting an unread message is refused with the spec message and changes nothing', async () => {
    const [newest, oldest] = await messagesOf(member01);
    const before = await rows();
    const response = await put('/message/delete', member01, [{ id: newest!.id, userDeleteFlg: 1 }]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'MESSAGE_DELETE_UNREAD', message: ko.MESSAGE_DELETE_UNREAD });
    expect(await rows()).toEqual(before);

    // Reading one is not enough when the selection also holds an unread one.
    expect((await put('/message/', member01, { id: oldest!.id, confirmStatus: 1 })).body).toBe(ko.LOOKED_UP);
    const mixed = await put('/message/delete', member01, [
      { id: oldest!.id, userDeleteFlg: 1 },
      { id: newest!.id, userDeleteFlg: 1 },
    ]);
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().code).toBe('MESSAGE_DELETE_UNREAD');
    expect(await get(`/message/unread/${member01.user.id}`, member01).then((r) => r.json())).toBe(1);
  });

  it('another member cannot read or delete member01’s messages (403), unknown ids are 404', async () => {
    const [newest] = await messagesOf(member01);
    const before = await rows();
    const read = await put('/message/', member02, { id: newest!.id, confirmStatus: 1 });
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
    const del = await put('/message/delete', member02, [{ id: newest!.id, userDeleteFlg: 1 }]);
    expect(del.statusCode).toBe(403);
    const missing = await put('/message/', member01, { id: 999_999, confirmStatus: 1 });
    expect(missing.statusCode).toBe(404);
    const empty = await put('/message/delete', member01, []);
    expect(empty.statusCode).toBe(400);
    expect(await rows()).toEqual(before);
  });

  it('read messages are deleted (hidden from the list and the count), idempotently', async () => {
    const [newest, oldest] = await messagesOf(member01);
    expect((await put('/message/', member01, { id: newest!.id, confirmStatus: 1 })).statusCode).toBe(200);
    expect(await get(`/message/unread/${member01.user.id}`, member01).then((r) => r.json())).toBe(0);
    const response = await put('/message/delete', member01, [
      { id: newest!.id, userDeleteFlg: 1 },
      { id: oldest!.id, userDeleteFlg: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(ko.DELETED);
    expect(await messagesOf(member01)).toEqual([]);
    const again = await put('/message/delete', member01, [{ id: oldest!.id, userDeleteFlg: 1 }]);
    expect(again.statusCode).toBe(200);
    expect(
      await t.db
        .sql`SELECT confirm_status, user_delete_flg FROM messages WHERE member_id = ${member01.user.id}`,
    ).toEqual([
      { confirmStatus: 1, userDeleteFlg: 1 },
      { confirmStatus: 1, userDeleteFlg: 1 },
    ]);
  });

  it('the database itself refuses deleting an unread message', async () => {
    const [message] = await t.db.sql<{ id: number }[]>`
      SELECT id FROM messages WHERE confirm_status = 0 ORDER BY id LIMIT 1`;
    await expect(t.db.sql`UPDATE messages SET user_delete_flg = 1 WHERE id = ${message!.id}`).rejects.toThrow(
      /messages_delete_only_read/,
    );
  });
});
