import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError } from '../../errors/apiError';
import { BlockedError } from '../../errors/blockedError';
import { OddsChangedError } from '../../errors/oddsChangedError';
import { SessionEndedError } from '../../errors/sessionEndedError';
import { ERR_BLOCKED_IP, ERR_DEFAULT, ERR_OTHER_DEVICE } from '../../i18n/ko';
import { samples } from '../../schemas/__tests__/samples';
import { BetRequest } from '../../schemas/betting';
import { createKbetClient } from '../createKbetClient';
import { InvalidResponseError, isInvalidResponseError } from '../invalidResponseError';
import { startTestServer, type TestServer } from './testServer';

const betRequest = BetRequest.parse(samples.betRequest);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(() => server.close());

beforeEach(() => {
  server.reply({});
});

/** The rejection of a call, failing the test when it resolves. */
const rejection = async (promise: Promise<unknown>): Promise<unknown> => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

describe('headers', () => {
  it('sends the bearer token read at each call, and none without one', async () => {
    let token: string | undefined = 'first';
    const client = createKbetClient({ baseURL: server.baseURL, token: () => token });
    server.reply({ body: { status: 'ok' } });
    await client.health();
    expect(server.last().headers.authorization).toBe('Bearer first');
    token = 'second';
    await client.health();
    expect(server.last().headers.authorization).toBe('Bearer second');
    token = undefined;
    await client.health();
    expect(server.last().headers.authorization).toBeUndefined();
  });

  it('sends JSON bodies as application/json', async () => {
    const client = createKbetClient({ baseURL: server.baseURL });
    server.reply({ body: { until: '2025-03-08T00:00:00.000Z' } });
    await client.rg.timeout({ days: 7 });
    expect(server.last().headers['content-type']).toBe('application/json');
  });

  it('asks fetch to include credentials (cookies) and uses the fetch it is given', async () => {
    const seen: RequestInit[] = [];
    const spy: typeof fetch = (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    const client = createKbetClient({ baseURL: server.baseURL, fetch: spy });
    server.reply({ body: { status: 'ok' } });
    await client.health();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.credentials).toBe('include');
  });
});

describe('query strings', () => {
  it('leaves out absent parameters', async () => {
    const client = createKbetClient({ baseURL: server.baseURL });
    server.reply({ body: { items: [], total: 0 } });
    await client.money.transactions();
    expect(server.last().url).toBe('/wallet/transactions');
    server.reply({ body: 0 });
    await client.sports.count({
      page: 1,
      perpage: 10,
      gameType: 3,
      memberUserId: 'player01',
      from: undefined,
    });
    expect(server.last().url).toBe(
      '/sports-prematch/count?page=1&perpage=10&gameType=3&memberUserId=player01&user=1',
    );
  });

  it('keeps a base path', async () => {
    const client = createKbetClient({ baseURL: `${server.baseURL}/api` });
    server.reply({ body: { status: 'ok' } });
    await client.health();
    expect(server.last().url).toBe('/api/health');
  });
});

describe('idempotency', () => {
  const client = () => createKbetClient({ baseURL: server.baseURL });

  it('sends the caller key on a money move', async () => {
    server.reply({ body: '포인트 전환성공' });
    await client().money.pointToEmoney(
      { memberId: 7, point: 5_000, userUpdatedAt: samples.user.updatedAt },
      { idempotencyKey: 'convert-1' },
    );
    expect(server.last().headers['idempotency-key']).toBe('convert-1');
  });

  it('generates a fresh key per call when none is given', async () => {
    server.reply({ body: samples.betPlaced });
    await client().sports.bet(betRequest);
    const first = server.last().headers['idempotency-key'];
    await client().sports.bet(betRequest);
    const second = server.last().headers['idempotency-key'];
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('uses the idempotency key as the coin exchange tx_id when none is given', async () => {
    server.reply({ body: { data: { success: true } } });
    await client().money.changeCoin(
      { user_id: 'player01', user_num: 7, balance: 3 },
      { idempotencyKey: 'coin-9' },
    );
    expect(server.last().headers['idempotency-key']).toBe('coin-9');
    expect(server.last().body).toEqual({ user_id: 'player01', user_num: 7, balance: 3, tx_id: 'coin-9' });
    await client().money.changeCoin({ user_id: 'player01', user_num: 7, balance: 3 });
    const { headers, body } = server.last();
    expect(headers['idempotency-key']).toMatch(UUID);
    expect(body).toEqual({ user_id: 'player01', user_num: 7, balance: 3, tx_id: headers['idempotency-key'] });
  });

  it('generates the coin balance tx_id when none is given', async () => {
    server.reply({ body: { balance: 5 } });
    expect(await client().money.coinBalance({ user_id: 'player01' })).toEqual({ balance: 5 });
    expect((server.last().body as { tx_id: string }).tx_id).toMatch(UUID);
  });
});

describe('failures', () => {
  const setup = () => {
    const onUnauthorized = vi.fn();
    const client = createKbetClient({ baseURL: server.baseURL, onUnauthorized });
    return { client, onUnauthorized };
  };

  it("maps kbet's error body to an ApiError with its code and message", async () => {
    const { client, onUnauthorized } = setup();
    const body = { code: 'DEPOSIT_MIN', message: '10,000원 이상 충전신청 가능합니다.' };
    server.reply({ status: 400, body });
    const error = await rejection(
      client.money.charge({
        memberId: 7,
        depositMode: 0,
        depositAmount: 5_000,
        depositName: '홍길동',
        type: 0,
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'DEPOSIT_MIN', message: body.message, data: body });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('shows a text error body as the message', async () => {
    const { client } = setup();
    server.reply({ status: 400, body: '처리중인 문의건이 있습니다. 잠시만 기다려주십시요.' });
    const error = await rejection(
      client.board.inquiries.create({ memberId: 7, title: 't', questionContents: 'q' }),
    );
    expect(error).toMatchObject({
      status: 400,
      code: 'HTTP_400',
      message: '처리중인 문의건이 있습니다. 잠시만 기다려주십시요.',
    });
  });

  it('falls back to the default message without a body', async () => {
    const { client } = setup();
    server.reply({ status: 403 });
    const error = await rejection(client.member.get(8));
    expect(error).toMatchObject({ status: 403, code: 'HTTP_403', message: ERR_DEFAULT });
  });

  it('calls onUnauthorized on 401 before throwing', async () => {
    const { client, onUnauthorized } = setup();
    server.reply({ status: 401, body: { code: 'UNAUTHENTICATED', message: '로그인 후 이용 가능합니다.' } });
    const error = await rejection(client.member.get(7));
    expect(onUnauthorized).toHaveBeenCalledOnce();
    expect(onUnauthorized).toHaveBeenCalledWith(error);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
  });

  it('turns 555 into a SessionEndedError and ends the session', async () => {
    const { client, onUnauthorized } = setup();
    server.reply({ status: 555 });
    const error = await rejection(client.board.messages.unreadCount(7));
    expect(error).toBeInstanceOf(SessionEndedError);
    expect(error).toMatchObject({ status: 555, message: ERR_OTHER_DEVICE });
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('turns 406 into a BlockedError that ends the session, and 600 into one that does not', async () => {
    const { client, onUnauthorized } = setup();
    server.reply({ status: 406 });
    const blocked = await rejection(client.health());
    expect(blocked).toBeInstanceOf(BlockedError);
    expect(blocked).toMatchObject({ status: 406, message: ERR_BLOCKED_IP });
    expect(onUnauthorized).toHaveBeenCalledWith(blocked);
    server.reply({ status: 600 });
    const blank = await rejection(client.health());
    expect(blank).toBeInstanceOf(BlockedError);
    expect(blank).toMatchObject({ status: 600 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('turns a refused bet with moved prices into an OddsChangedError that knows the old prices', async () => {
    const { client } = setup();
    const [leg] = samples.betRequest.bettings;
    server.reply({ status: 409, body: [{ ...leg, betPrice: '1.95', version: 9, oldBetPrice: '1.85' }] });
    const error = await rejection(client.sports.bet(betRequest));
    expect(error).toBeInstanceOf(OddsChangedError);
    expect((error as OddsChangedError).changes).toEqual([
      { oddsId: '12345_1_1', oldPrice: '1.85', newPrice: '1.95', oldVersion: '8', newVersion: 9 },
    ]);
  });

  it('refuses an answer that breaks its schema, naming the path', async () => {
    const { client } = setup();
    server.reply({ body: { ...samples.user, emoney: -1 } });
    const error = await rejection(client.member.get(7));
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(isInvalidResponseError(error) && isApiError(error)).toBe(true);
    const invalid = error as InvalidResponseError;
    expect(invalid).toMatchObject({ status: 200, code: 'INVALID_RESPONSE', message: ERR_DEFAULT });
    expect(invalid.issues.map((issue) => issue.path)).toEqual([['emoney']]);
  });

  it('refuses a text answer where JSON is expected', async () => {
    const { client } = setup();
    server.reply({ body: '12' });
    const error = await rejection(
      client.sports.count({ page: 1, perpage: 10, gameType: 1, memberUserId: 'p' }),
    );
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(isInvalidResponseError(new Error('x'))).toBe(false);
  });

  it('turns a failed connection into a NETWORK_ERROR ApiError', async () => {
    const closed = await startTestServer();
    await closed.close();
    const client = createKbetClient({ baseURL: closed.baseURL });
    const error = await rejection(client.health());
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR', message: ERR_DEFAULT });
    // For developers: which URL failed, and fetch's own error.
    const failed = error as ApiError;
    expect(failed.details).toEqual({ method: 'GET', url: `${closed.baseURL}/health`, status: 0 });
    expect(failed.cause).toBeInstanceOf(Error);
    expect(failed.describe()).toMatch(
      new RegExp(`^NETWORK_ERROR \\(status 0\\) GET ${closed.baseURL}/health: .+`),
    );
  });

  it('keeps the request of a refused call in details, the Korean message for members', async () => {
    const client = createKbetClient({ baseURL: `${server.baseURL}/` });
    server.reply({
      status: 404,
      body: { code: 'ERR_NOT_FOUND', message: '요청하신 정보를 찾을 수 없습니다.' },
    });
    const error = await rejection(client.sports.fixtures({ page: 2, search: undefined }));
    expect(error).toMatchObject({
      code: 'ERR_NOT_FOUND',
      message: '요청하신 정보를 찾을 수 없습니다.',
      details: { method: 'GET', url: `${server.baseURL}/sports-prematch/fixtures?page=2`, status: 404 },
    });
    expect(new ApiError({ status: 400, code: 'X', data: null, message: 'm' }).describe()).toBe(
      'X (status 400)',
    );
  });

  it('lets an abort through as it is', async () => {
    const { client } = setup();
    const controller = new AbortController();
    controller.abort();
    const error = await rejection(client.health({ signal: controller.signal }));
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});
