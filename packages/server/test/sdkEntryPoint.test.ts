import { type BetSlipStore, createKbet, isApiError, type Kbet, ko, type LiveState } from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertFixture, matchResult, startServer, type TestServer } from './support/testApp';

// The SDK's public entry, through its package name, against the real server over HTTP: what a third-party
// frontend (or a Node script) does with only the README.

const inHours = (server: TestServer, hours: number) =>
  new Date(server.clock.now().getTime() + hours * 3_600_000);

/** Resolves once `ready` holds for the store, checked at every change: no waiting on the clock. */
const until = (store: BetSlipStore, ready: (store: BetSlipStore) => boolean) =>
  new Promise<void>((resolve) => {
    if (ready(store)) return resolve();
    const stop = store.subscribe(() => {
      if (!ready(store)) return;
      stop();
      resolve();
    });
  });

const liveState = (kbet: Kbet, wanted: LiveState) =>
  new Promise<void>((resolve) => {
    if (kbet.stores.live.state.value === wanted) return resolve();
    const heard = ({ state }: { state: LiveState }) => {
      if (state !== wanted) return;
      kbet.stores.events.off('live:state', heard);
      resolve();
    };
    kbet.stores.events.on('live:state', heard);
  });

describe('createKbet against the server', () => {
  let server: TestServer;
  let kbet: Kbet;

  beforeAll(async () => {
    server = await startServer();
    await insertFixture(server.db.sql, {
      id: 701,
      startDate: inHours(server, 3),
      markets: [matchResult(701)],
    });
    kbet = createKbet({ baseURL: server.url });
  });
  afterAll(async () => {
    kbet.dispose();
    await server.close();
  });

  it('refuses a guest bet and a 0-won bet client-side, with the spec messages', async () => {
    const { items } = await kbet.client.sports.fixtures({ sportId: 6046 });
    const odds = items.find((f) => f.fixtureId === 701)?.markets[0]?.odds[0];
    expect(odds).toBeDefined();
    const slip = kbet.stores.betSlip;
    expect(slip.add({ ...odds!, slipName: '울산 vs 서울' }).ok).toBe(true);
    expect(slip.setAmount(5_000)).toBe(0);
    expect(await slip.place()).toEqual({
      ok: false,
      code: 'BET_LOGIN_REQUIRED',
      message: ko.BET_LOGIN_REQUIRED,
    });
  });

  it('logs in, keeps the token for the calls, takes the limits itself and places the bet', async () => {
    const login = await kbet.stores.session.login({ userId: 'member01', password: 'kbet1234' });
    expect(login.ok).toBe(true);
    expect(kbet.stores.session.token()).toEqual(expect.any(String));
    const slip = kbet.stores.betSlip;
    await until(slip, (s) => s.get().limits.maxBet > 0);
    expect(await slip.place()).toMatchObject({ ok: false, code: 'BET_MIN', message: ko.BET_MIN });
    const before = kbet.stores.session.get().user!.emoney;
    expect(slip.setAmount(5_000)).toBe(5_000);
    const placed = await slip.place();
    expect(placed).toEqual({ ok: true, value: { id: expect.any(Number), emoney: before - 5_000 } });
    expect(slip.get().count).toBe(0);
  });

  it('follows the session with the live stream: member channels after login, guest after logout', async () => {
    kbet.stores.live.start();
    await liveState(kbet, 'live');
    const token = kbet.stores.session.token();
    await kbet.stores.session.logout();
    expect(kbet.stores.session.token()).toBeUndefined();
    await liveState(kbet, 'live');
    kbet.stores.live.stop();
    // The logout ended the session on the server too: its token no longer opens anything.
    const refused = await fetch(`${server.url}/member/${1}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.ok).toBe(false);
  });

  it('says which URL failed when the server is not where baseURL points', async () => {
    const wrong = createKbet({ baseURL: `${server.url}/api` });
    const error = await wrong.client.health().catch((e: unknown) => e);
    expect(isApiError(error) && error.details).toEqual({
      method: 'GET',
      url: `${server.url}/api/health`,
      status: 404,
    });
    const nowhere = createKbet({ baseURL: 'http://127.0.0.1:9' });
    const down = await nowhere.client.health().catch((e: unknown) => e);
    expect(down).toMatchObject({ code: 'NETWORK_ERROR', status: 0, message: ko.ERR_DEFAULT });
    expect(isApiError(down) && down.details?.url).toBe('http://127.0.0.1:9/health');
    expect(isApiError(down) && down.cause).toBeInstanceOf(Error);
    wrong.dispose();
    nowhere.dispose();
  });
});
