import { addDays, aggregateFacts } from '@kbet/sdk';
import {
  type CliTestContext,
  createTestMember,
  login as memberLogin,
  postTestPlay,
  requestTestDeposit,
  type TestServer,
} from '@kbet/testkit';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { run as accountsCheck } from '../src/commands/accounts/check';
import { run as chargesList } from '../src/commands/charges/list';
import { run as contractSet } from '../src/commands/partners/contract/set';
import { run as partnersCreate } from '../src/commands/partners/create';
import { run as partnersTree } from '../src/commands/partners/tree';
import { partnerReport, verticalsReport } from '../src/commands/reports/commands';
import { run as settlementPreview } from '../src/commands/settlement/preview';
import { run as settlementRun } from '../src/commands/settlement/run';
import { run as settlementShow } from '../src/commands/settlement/show';
import { staffCli } from './support/staffCli';

describe('kbet partners, settlement, reports and accounts against the real server', () => {
  let server: TestServer;
  const staff = staffCli();
  let today = '';
  const json = (ctx: CliTestContext) => JSON.parse(ctx.stdout.text);

  beforeAll(async () => {
    server = await staff.start();
    const [row] = await server.db.sql<{ day: string }[]>`
      SELECT to_char((now() AT TIME ZONE 'Asia/Seoul')::date, 'YYYY-MM-DD') AS day`;
    today = row?.day ?? '';
    for (const [userId, nickname] of [
      ['cliagent1', '총판1'],
      ['cliagent2', '부본사2'],
    ] as const) {
      await createTestMember(server.db.sql, { userId, nickname });
    }
  });
  afterEach(staff.cleanup);
  afterAll(() => server.close());

  it('creates a two-tier tree and refuses a contract above the parent', async () => {
    const top = await staff.context();
    expect(
      await partnersCreate(
        { userId: 'cliagent1', code: 'CLIA1', losing: 3000, rolling: { sports: 100 }, json: true },
        top,
      ),
    ).toBe(0);
    const child = await staff.context();
    expect(
      await partnersCreate(
        { userId: 'cliagent2', parent: 'cliagent1', code: 'CLIA2', losing: 2000, rolling: { sports: 70 } },
        child,
      ),
    ).toBe(0);
    expect(child.stdout.text).toContain('tier 2');
    const tree = await staff.context();
    expect(await partnersTree({}, tree)).toBe(0);
    expect(tree.stdout.text).toBe('cliagent1 (1) 0 members\n  cliagent2 (2) 0 members\n');
    const tooHigh = await staff.context();
    expect(
      await contractSet({ userId: 'cliagent2', losing: 4000, reason: '인상', json: true }, tooHigh),
    ).toBe(1);
    expect(JSON.parse(tooHigh.stderr.text).error.code).toBe('PARTNER_RATE_ABOVE_PARENT');
  });

  it('prints the same partner report as the partner page and the SDK compute for the period', async () => {
    const player = await createTestMember(server.db.sql, { userId: 'cliplayer2', nickname: 'cli선수' });
    const agent = await memberLogin(server.app, 'cliagent2');
    const move = await fetch(`${server.url}/admin-api/members/cliplayer2/partner`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staff.token()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ partnerUserId: 'cliagent2', reason: '소속 지정' }),
    });
    expect(move.status).toBe(200);
    await postTestPlay(server.db.sql, { memberId: player.id, kind: 'deposit', amount: 100_000 });
    await postTestPlay(server.db.sql, {
      memberId: player.id,
      kind: 'bet_stake',
      amount: -50_000,
      vertical: 'sports',
    });
    await postTestPlay(server.db.sql, {
      memberId: player.id,
      kind: 'bet_payout',
      amount: 20_000,
      vertical: 'sports',
    });
    const range = { from: addDays(today, -1), to: addDays(today, 1) };
    const cli = await staff.context();
    expect(
      await partnerReport.run({ userId: 'cliagent1', ...range, by: 'vertical', format: 'json' }, cli),
    ).toBe(0);
    const page = await server.app.inject({
      method: 'GET',
      url: `/partner-api/report?from=${range.from}&to=${range.to}&by=vertical`,
      headers: agent.headers,
    });
    expect(json(cli)).toEqual(page.json());
    const sdk = aggregateFacts({
      facts: [
        {
          memberId: player.id,
          day: today,
          vertical: null,
          turnover: 0,
          payouts: 0,
          bonuses: 0,
          deposits: 100_000,
          withdrawals: 0,
        },
        {
          memberId: player.id,
          day: today,
          vertical: 'sports',
          turnover: 50_000,
          payouts: 20_000,
          bonuses: 0,
          deposits: 0,
          withdrawals: 0,
        },
      ],
      by: 'vertical',
      ...range,
    });
    expect(json(cli)).toEqual(sdk);
    const csv = await staff.context();
    expect(await verticalsReport.run({ ...range, format: 'csv' }, csv)).toBe(0);
    expect(csv.stdout.text.split('\n')[0]).toBe(
      'KEY,TURNOVER,PAYOUTS,GGR,BONUSES,NGR,DEPOSITS,WITHDRAWALS,MEMBERS',
    );
  });

  it('previews, runs once and shows the period with each line computed', async () => {
    server.clock.advance(
      Date.parse(`${addDays(today, 8)}T12:00:00+09:00`) - server.app.clock.now().getTime(),
    );
    await staff.signIn(await staff.context());
    const preview = await staff.context();
    expect(await settlementPreview({ period: today, json: true }, preview)).toBe(0);
    expect(json(preview).lines.map((l: { computation: string }) => l.computation)).toContain(
      '50,000 × 0.7% = 350',
    );
    const first = await staff.context();
    expect(await settlementRun({ period: today, yes: true, json: true }, first)).toBe(0);
    const again = await staff.context();
    expect(await settlementRun({ period: today, yes: true, json: true }, again)).toBe(0);
    expect(json(again).replayed).toBe(true);
    const shown = await staff.context();
    expect(await settlementShow({ period: today }, shown)).toBe(0);
    expect(shown.stdout.text).toContain('50,000 × (1% − 0.7%) = 150');
  });

  it('reconciles every account with its postings and exits 1 on a mismatch', async () => {
    const ok = await staff.context();
    expect(await accountsCheck({ all: true, json: true }, ok)).toBe(0);
    expect(json(ok).mismatches).toEqual([]);
    // A balance changed behind the ledger's back: the check must notice.
    await server.db
      .sql`UPDATE accounts SET balance = balance + 1 WHERE owner_member_id = (SELECT id FROM members WHERE user_id = 'cliplayer2') AND kind = 'emoney'`;
    const bad = await staff.context();
    expect(await accountsCheck({ userId: 'cliplayer2', json: true }, bad)).toBe(1);
    expect(json(bad).mismatches).toMatchObject([{ userId: 'cliplayer2', kind: 'emoney' }]);
  });

  it("lists one member's charges with --user", async () => {
    await requestTestDeposit(server, 'cliagent1', 20_000);
    await requestTestDeposit(server, 'member01', 30_000);
    const ctx = await staff.context();
    expect(await chargesList({ user: 'cliagent1', json: true }, ctx)).toBe(0);
    expect(
      json(ctx).items.map((c: { userId: string; depositAmount: number }) => [c.userId, c.depositAmount]),
    ).toEqual([['cliagent1', 20_000]]);
  });
});
