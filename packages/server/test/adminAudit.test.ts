import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('GET /admin-api/audit', () => {
  let t: TestApp;
  let admin: LoggedIn;
  let member01: LoggedIn;

  const list = async (query: string, as: LoggedIn = admin) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/admin-api/audit?${query}`,
      headers: as.headers,
    });
    return { status: response.statusCode, body: response.json() };
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t.app, 'admin01');
    member01 = await login(t.app, 'member01');
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/admin-api/balance/adjust',
      headers: { ...admin.headers, 'idempotency-key': 'audit-1' },
      payload: { userId: 'member01', amount: 2500, kind: 'comp', reason: '보상 지급' },
    });
    expect(adjusted.statusCode).toBe(200);
    // Rows at known Korean times: 2025-03-01 23:30 KST is 14:30 UTC; 2025-03-02 00:10 KST is 15:10 UTC.
    await t.db.sql`
      INSERT INTO audit_log (actor_id, action, target_type, target_id, old_value, new_value, reason, created_at)
      VALUES (NULL, 'setting.update', 'setting', 'geo', '{"allowAll": true}', '{"allowAll": false}', '지역 제한',
              '2025-03-01T14:30:00Z'),
             (NULL, 'member_note', 'member', '1', NULL, NULL, NULL, '2025-03-01T15:10:00Z')`;
  });
  afterAll(() => t.close());

  it('lists staff actions newest first with actor, target, old and new value and reason', async () => {
    const { status, body } = await list('action=balance.adjust');
    expect(status).toBe(200);
    expect(body).toEqual({
      total: 1,
      items: [
        {
          id: expect.any(Number),
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          actorId: admin.user.id,
          actorUserId: 'admin01',
          action: 'balance.adjust',
          targetType: 'member',
          targetId: String(member01.user.id),
          old: { kind: 'comp', balance: 1000 },
          new: { kind: 'comp', balance: 3500 },
          reason: '보상 지급',
        },
      ],
    });
  });

  it('filters by actor, action prefix and target', async () => {
    const byActor = await list('actor=admin01');
    expect(byActor.body.items.map((e: { action: string }) => e.action)).toEqual([
      'balance.adjust',
      'ledger.staff_adjustment',
    ]);
    const byPrefix = await list('action=ledger.');
    expect(byPrefix.body.items.every((e: { action: string }) => e.action.startsWith('ledger.'))).toBe(true);
    expect(byPrefix.body.total).toBeGreaterThan(1);
    // '_' is not a LIKE wildcard here: 'member_note' is no 'member.' action.
    expect((await list('action=member.')).body).toEqual({ items: [], total: 0 });
    const byTarget = await list('target=setting:geo');
    expect(byTarget.body.items.map((e: { reason: string }) => e.reason)).toEqual(['지역 제한']);
    expect((await list(`target=member:${member01.user.id}`)).body.total).toBe(1);
    expect((await list('target=member')).body.total).toBe(2);
    expect((await list('actor=member01')).body).toEqual({ items: [], total: 0 });
  });

  it('reads from and to as Korean calendar days, both inclusive', async () => {
    const day1 = await list('from=2025-03-01&to=2025-03-01');
    expect(day1.body.items.map((e: { action: string }) => e.action)).toEqual(['setting.update']);
    const day2 = await list('from=2025-03-02&to=2025-03-02');
    expect(day2.body.items.map((e: { action: string }) => e.action)).toEqual(['member_note']);
    expect((await list('from=2025-03-01&to=2025-03-02')).body.total).toBe(2);
    expect((await list('to=2025-02-28')).body.total).toBe(0);
  });

  it('pages by 20', async () => {
    const all = await list('');
    expect(all.body.total).toBeGreaterThan(20);
    expect(all.body.items).toHaveLength(20);
    const second = await list('page=2');
    expect(second.body.items).toHaveLength(Math.min(20, all.body.total - 20));
    expect(second.body.items[0].id).toBeLessThan(all.body.items[19].id);
  });

  it.each(['from=2025-13-01', 'to=2025-02-30', 'from=yesterday'])(
    'refuses a day that does not exist (%s) with 400',
    async (query) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ code: 'ERR_INVALID_INPUT', message: ko.ERR_INVALID_INPUT });
    },
  );

  it('is staff only', async () => {
    const { status, body } = await list('', member01);
    expect(status).toBe(403);
    expect(body).toEqual({ code: 'FORBIDDEN', message: ko.ERR_FORBIDDEN });
  });
});
