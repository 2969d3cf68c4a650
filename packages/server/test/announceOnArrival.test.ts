import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { announceOnArrival } from '../src/routes/sports-betting/announceOnArrival';

const PATH = '/bets';

/** An announcement that counts its withdrawals and can be placed by the handler. */
function announcements() {
  const made: { withdrawn: number; placed: boolean }[] = [];
  const announce = () => {
    const record = { withdrawn: 0, placed: false };
    made.push(record);
    return {
      record,
      withdraw: () => {
        if (!record.placed) record.withdrawn += 1;
      },
    };
  };
  return { made, announce };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** The bet route's order: the announcement first, then a session check, then a body schema, then the handler. */
async function server(announce: ReturnType<typeof announcements>['announce']) {
  const served = Fastify();
  app = served;
  await served.register(async (scoped: FastifyInstance) => {
    const arrival = announceOnArrival(scoped, { method: 'POST', url: PATH, announce });
    scoped.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== 'Bearer ok')
        await reply.code(401).send({ code: 'LOGIN_REQUIRED' });
    });
    scoped.post(
      PATH,
      {
        schema: { body: { type: 'object', required: ['stake'], properties: { stake: { type: 'integer' } } } },
      },
      async (request) => {
        const announced = arrival(request);
        if (announced) announced.record.placed = true;
        return { placed: announced !== undefined };
      },
    );
    scoped.get(PATH, async () => ({ listed: true }));
  });
  return served;
}

describe('announceOnArrival: a request counted from its arrival is let go however it ends', () => {
  it('withdraws a request refused by the session check (401) or by the body schema (400), once each', async () => {
    const { made, announce } = announcements();
    const served = await server(announce);
    const refused = await served.inject({ method: 'POST', url: PATH, payload: { stake: 1 } });
    const invalid = await served.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: 'Bearer ok' },
      payload: { stake: 'many' },
    });
    expect([refused.statusCode, invalid.statusCode]).toEqual([401, 400]);
    expect(made).toEqual([
      { withdrawn: 1, placed: false },
      { withdrawn: 1, placed: false },
    ]);
  });

  it('hands the handler its own announcement, and announces nothing for other routes or methods', async () => {
    const { made, announce } = announcements();
    const served = await server(announce);
    const placed = await served.inject({
      method: 'POST',
      url: PATH,
      headers: { authorization: 'Bearer ok' },
      payload: { stake: 1 },
    });
    const listed = await served.inject({ method: 'GET', url: PATH, headers: { authorization: 'Bearer ok' } });
    const elsewhere = await served.inject({ method: 'POST', url: '/other', payload: {} });
    expect([placed.json(), listed.json(), elsewhere.statusCode]).toEqual([
      { placed: true },
      { listed: true },
      404,
    ]);
    expect(made).toEqual([{ withdrawn: 0, placed: true }]);
  });
});
