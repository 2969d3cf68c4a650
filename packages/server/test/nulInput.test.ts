import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

const INVALID = { code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT };

describe('a NUL character (U+0000), which PostgreSQL text and jsonb cannot store, is refused at the edge', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member02: LoggedIn;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('POST /customer with a NUL in the title: 400 naming the field, nothing stored', async () => {
    const before = await t.db.sql`SELECT count(*)::int AS n FROM customer_inquiries`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: member02.headers,
      payload: {
        memberId: member02.user.id,
        title: '입금\u0000문의',
        questionContents: '확인 부탁드립니다.',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      ...INVALID,
      data: { issues: [{ path: 'body.title', message: 'NUL character (U+0000) is not allowed' }] },
    });
    expect(await t.db.sql`SELECT count(*)::int AS n FROM customer_inquiries`).toEqual(before);
  });

  it('a NUL nested in a JSON document (site settings) or in an object key is refused too, changing nothing', async () => {
    const stored = async () => (await t.db.sql`SELECT value FROM settings WHERE key = 'site'`)[0]?.value;
    const audits = async () => t.db.sql`SELECT count(*)::int AS n FROM audit_log`;
    const [siteBefore, auditsBefore] = [await stored(), await audits()];
    const update = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/admin-api/settings', headers: admin.headers, payload });

    const value = await update({ site: { siteTopNotice: '공지\u0000' }, reason: '공지 변경' });
    expect(value.statusCode).toBe(400);
    expect(value.json()).toEqual({
      ...INVALID,
      data: {
        issues: [{ path: 'body.site.siteTopNotice', message: 'NUL character (U+0000) is not allowed' }],
      },
    });
    const key = await update({ site: { liveBettingTime: { '6046\u0000': 30 } }, reason: '변경' });
    expect(key.statusCode).toBe(400);
    expect(key.json().data.issues[0].path).toBe('body.site.liveBettingTime.6046\u0000');
    expect(await stored()).toEqual(siteBefore);
    expect(await audits()).toEqual(auditsBefore);
  });

  it('the same text without the NUL is accepted', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/customer',
      headers: member02.headers,
      payload: { memberId: member02.user.id, title: '입금문의', questionContents: '확인 부탁드립니다.' },
    });
    expect(response.statusCode).toBe(200);
  });
});
