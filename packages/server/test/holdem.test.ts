import { ko } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type LoggedIn, login, type TestApp } from './support/testApp';

describe('hold’em: the menu’s list and the use-flag rule on every launch step', () => {
  let t: TestApp;
  let member01: LoggedIn;
  let member02: LoggedIn;

  const get = (who: LoggedIn, url: string) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const steps = (who: LoggedIn) =>
    ['revolution', 'realpoker'].flatMap((game) => [
      `/${game}/user/create?userId=${who.user.userId}&nickname=${encodeURIComponent(String(who.user.nickname))}`,
      `/${game}/game/link?userId=${who.user.userId}`,
    ]);

  beforeAll(async () => {
    t = await createTestApp();
    member01 = await login(t.app, 'member01');
    member02 = await login(t.app, 'member02');
    await t.app.sql`UPDATE members SET revolution_use_flag = 1 WHERE id = ${member02.user.id}`;
    await t.app.sql`UPDATE members SET realpoker_use_flag = 2 WHERE id = ${member02.user.id}`;
    member02 = await login(t.app, 'member02');
  });
  afterAll(() => t.close());

  it('lists no hold’em game while no provider is integrated, so the menu stays hidden', async () => {
    const res = await get(member01, '/holdem/games');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/holdem/games' })).statusCode).toBe(401);
  });

  it('refuses a member whose use flag is not 0 at every launch step (spec §6)', async () => {
    for (const url of steps(member02)) {
      const res = await get(member02, url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json(), url).toMatchObject({ code: 'ERR_USER_CANNOT_USE', message: ko.ERR_USER_CANNOT_USE });
    }
  });

  it('answers the others that the game is under maintenance, as no provider offers it', async () => {
    for (const url of steps(member01)) {
      const res = await get(member01, url);
      expect(res.statusCode, url).toBe(409);
      expect(res.json(), url).toMatchObject({ code: 'ERR_MAINTENANCE', message: ko.ERR_MAINTENANCE });
    }
  });

  it('refuses another member’s userId (403 FORBIDDEN) before anything else', async () => {
    const res = await get(member01, `/revolution/game/link?userId=${member02.user.userId}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});
