import { randomUUID } from 'node:crypto';
import {
  type CliTestContext,
  createVirtualEngine,
  emoney,
  type LoggedIn,
  login as memberLogin,
  seededBytes,
  type TestServer,
  type VirtualEngine,
} from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as virtualsEvents } from '../src/commands/virtuals/events';
import { run as virtualsLeagues } from '../src/commands/virtuals/leagues';
import { run as virtualsShow } from '../src/commands/virtuals/show';
import { run as virtualsVerify } from '../src/commands/virtuals/verify';
import { run as virtualsVoid } from '../src/commands/virtuals/void';
import { staffCli } from './support/staffCli';

const DOGS = 'dog/goldenhillparks';

interface Round {
  id: number;
  status: string;
  closeAt: string;
  startAt: string;
  endAt: string;
  events: { fixtureId: string }[];
}

describe('kbet virtuals against the real server', () => {
  let server: TestServer;
  let engine: VirtualEngine;
  let member01: LoggedIn;
  const staff = staffCli();
  const context = staff.context;

  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);
  const errorOf = (ctx: CliTestContext) => JSON.parse(ctx.stderr.text).error;
  const moveTo = (iso: string) =>
    server.clock.advance(Math.max(0, Date.parse(iso) - server.app.clock.now().getTime()));
  const currentRound = async (): Promise<Round> => {
    const ctx = await context();
    expect(await virtualsLeagues({ json: true }, ctx)).toBe(0);
    return json(ctx).find((l: { id: string }) => l.id === DOGS).currentRound;
  };

  beforeAll(async () => {
    server = await staff.start();
    member01 = await memberLogin(server.app, 'member01');
    engine = createVirtualEngine({
      sql: server.db.sql,
      clock: server.app.clock,
      leagueIds: [DOGS],
      randomBytes: seededBytes('cli-virtuals'),
    });
    await engine.tick();
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  it('lists the leagues, a league’s events and a round with its bets', async () => {
    const round = await currentRound();
    const placed = await server.app.inject({
      method: 'POST',
      url: '/virtureGame/betting',
      headers: { ...member01.headers, 'idempotency-key': randomUUID() },
      payload: { fixtureId: Number(round.events[0]?.fixtureId), marketId: 'win:1', amount: 5_000 },
    });
    expect(placed.statusCode, placed.body).toBe(200);

    const table = await context();
    expect(await virtualsLeagues({}, table)).toBe(0);
    expect(table.stdout.text).toContain('골든힐 파크');
    expect(table.stdout.text).toContain(`#${round.id} open`);

    const events = await context();
    expect(await virtualsEvents({ league: DOGS, json: true }, events)).toBe(0);
    expect(json(events)[0]).toMatchObject({
      id: round.id,
      status: 'open',
      seed: null,
      bets: 1,
      stake: 5_000,
    });

    const shown = await context();
    expect(await virtualsShow({ round: round.id }, shown)).toBe(0);
    expect(shown.stdout.text).toContain('골든힐 파크 경주');

    const unknown = await context();
    expect(await virtualsEvents({ league: 'nope', json: true }, unknown)).toBe(1);
    expect(errorOf(unknown)).toMatchObject({ code: 'VIRTUAL_UNKNOWN_LEAGUE', status: 404 });
  });

  it('voids a round with --reason and --yes (stakes back, audited), and refuses a second void', async () => {
    const round = await currentRound();
    const before = await emoney(server.db.sql, member01.user.id);
    const unverifiable = await context();
    expect(await virtualsVerify({ round: round.id, json: true }, unverifiable)).toBe(1);
    expect(errorOf(unverifiable).code).toBe('ROUND_NOT_VERIFIED');

    const unconfirmed = await context();
    expect(await virtualsVoid({ round: round.id, reason: '송출 오류', json: true }, unconfirmed)).toBe(2);
    const voided = await context();
    expect(await virtualsVoid({ round: round.id, reason: '송출 오류', yes: true }, voided)).toBe(0);
    expect(voided.stdout.text).toBe(`Round ${round.id} (${DOGS}) void: 1 stakes refunded\n`);
    expect(await emoney(server.db.sql, member01.user.id)).toBe(before + 5_000);
    const [audited] = await server.db.sql`
      SELECT actor_id FROM audit_log WHERE action = 'virtual.round.void' AND target_id = ${String(round.id)}`;
    expect(audited?.actorId).not.toBeNull();

    const again = await context();
    expect(await virtualsVoid({ round: round.id, reason: '송출 오류', yes: true, json: true }, again)).toBe(
      1,
    );
    expect(errorOf(again)).toMatchObject({ code: 'VIRTUAL_EVENT_FINISHED', status: 409 });
  });

  it('verifies a finished round locally, and fails (exit 1) when the stored result was changed', async () => {
    // The void round left no running round: the engine opens the next one at the void round's close.
    const listed = await context();
    expect(await virtualsEvents({ league: DOGS, json: true }, listed)).toBe(0);
    moveTo(json(listed)[0].closeAt);
    await engine.tick();
    const round = await currentRound();
    moveTo(round.endAt);
    await engine.tick();

    const verified = await context();
    expect(await virtualsVerify({ round: round.id }, verified)).toBe(0);
    expect(verified.stdout.text).toContain('검증 완료');
    const asJson = await context();
    expect(await virtualsVerify({ round: round.id, json: true }, asJson)).toBe(0);
    expect(json(asJson)).toMatchObject({ id: round.id, leagueId: DOGS, verified: true });

    await server.db.sql`
      UPDATE virtual_events SET result = '{"order": [1, 2, 3, 4, 5, 6]}' WHERE round_id = ${round.id}`;
    const tampered = await context();
    expect(await virtualsVerify({ round: round.id, json: true }, tampered)).toBe(1);
    expect(errorOf(tampered).code).toBe('ROUND_NOT_VERIFIED');
  });
});
