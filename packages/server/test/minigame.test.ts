import { randomUUID } from 'node:crypto';
import {
  BetHistorySlip,
  MINIGAME_MESSAGES,
  type MinigameOutcome,
  minigameMarketWins,
  verifyRound,
  WIN_FLAG,
} from '@kbet/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Sql } from '../src/db/createSql';
import { createGroupCommit } from '../src/db/groupCommit';
import { DomainError } from '../src/domain/errors/domainError';
import { openMemberAccounts } from '../src/domain/ledger';
import { createMinigameEngine, type MinigameEngine } from '../src/domain/minigame/createMinigameEngine';
import { placeMinigameBet } from '../src/domain/minigame/placeMinigameBet';
import { settleRoundBets } from '../src/domain/minigame/settleRoundBets';
import type { MemberRow } from '../src/repositories';
import { createMinigameRoundsRepository } from '../src/repositories/createMinigameRoundsRepository';
import { createMembersRepository } from '../src/repositories/membersRepository';
import { emoney, ledgerConsistent } from './support/bettingFeed';
import {
  createTestApp,
  fundMember,
  type LoggedIn,
  login,
  seededBytes,
  type TestApp,
} from './support/testApp';

interface RoundRow {
  id: number;
  roundNo: number;
  kstDay: string;
  status: string;
  commitment: string;
  seed: string | null;
  chainIndex: number;
  closesAt: Date;
  drawsAt: Date;
  outcome: MinigameOutcome | null;
  salt: string;
}

const roundsOf = (sql: Sql, gameId: string) =>
  sql<RoundRow[]>`
    SELECT r.id, r.round_no, to_char(r.kst_day, 'YYYY-MM-DD') AS kst_day, r.status, r.commitment, r.seed,
           r.chain_index, r.closes_at, r.draws_at, r.outcome, c.salt
    FROM minigame_rounds r JOIN minigame_chains c ON c.id = r.chain_id
    WHERE r.game_id = ${gameId} ORDER BY r.id`;

async function activeRound(sql: Sql, gameId: string): Promise<RoundRow> {
  const rounds = await roundsOf(sql, gameId);
  const active = rounds.find((r) => r.status === 'open' || r.status === 'closed');
  if (!active) throw new Error(`no active round of ${gameId}`);
  return active;
}

/** Everything a refused bet must leave as it was. */
async function snapshot(sql: Sql, memberId: number) {
  const [row] = await sql<{ slips: number; bets: number; txs: number }[]>`
    SELECT (SELECT count(*) FROM bet_slips)::int AS slips, (SELECT count(*) FROM minigame_bets)::int AS bets,
           (SELECT count(*) FROM ledger_transactions)::int AS txs`;
  return { ...row, emoney: await emoney(sql, memberId) };
}

describe('mini-game engine', () => {
  let t: TestApp;
  let sql: Sql;
  let member01: LoggedIn;
  const POWERBALL = 'donghang';
  const UPDOWN = 'oddgame/updown30';
  let engine: MinigameEngine;

  const bet = (member: LoggedIn, body: Record<string, unknown>, key: string = randomUUID()) =>
    t.app.inject({
      method: 'POST',
      url: '/minigame/betting',
      headers: { ...member.headers, 'idempotency-key': key },
      payload: body,
    });

  /** Moves the fake clock to a round's close or draw time. */
  const moveTo = (at: Date) => t.clock.advance(at.getTime() - t.app.clock.now().getTime());
  /** member01's bet of 5,000 won unless said otherwise. */
  const betOn = (roundId: number, marketId: string, amount = 5_000, gameId = POWERBALL) =>
    bet(member01, { gameId, roundId, marketId, amount });

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionIdleMs: 30 * 24 * 60 * 60_000 } });
    sql = t.db.sql;
    member01 = await login(t.app, 'member01');
    engine = createMinigameEngine({
      sql,
      clock: t.app.clock,
      gameIds: [POWERBALL, UPDOWN],
      randomBytes: seededBytes('minigame-test'),
    });
  });
  afterAll(() => t.close());

  it('opens, closes, draws and settles rounds on the fake clock, numbered per KST day', async () => {
    // A tick that opened rounds asks for the next a second later, when it reads their deadlines.
    expect(await engine.tick()).toEqual(new Date(t.app.clock.now().getTime() + 1_000));
    const [opened] = await roundsOf(sql, UPDOWN);
    expect(opened).toMatchObject({ roundNo: 1, kstDay: '2026-01-01', status: 'open', seed: null });
    // 2026-01-01T00:00Z: a 30 s game draws on the half minute and closes 10 s before.
    expect(opened!.drawsAt.toISOString()).toBe('2026-01-01T00:00:30.000Z');
    expect(opened!.closesAt.toISOString()).toBe('2026-01-01T00:00:20.000Z');
    // The chain's commitment and salt were audited before the round opened.
    const [audited] = await sql`
      SELECT new_value FROM audit_log WHERE action = 'minigame.chain.commit' ORDER BY id LIMIT 1`;
    const [chain] = await sql`SELECT commitment, salt FROM minigame_chains WHERE game_id = ${POWERBALL}`;
    expect(audited?.newValue).toMatchObject({
      gameId: POWERBALL,
      commitment: chain?.commitment,
      salt: chain?.salt,
    });

    // With nothing due it sleeps until the earliest close of the two games' rounds, not a fixed second.
    const closes = [...(await roundsOf(sql, UPDOWN)), ...(await roundsOf(sql, POWERBALL))].map((round) =>
      round.closesAt.getTime(),
    );
    expect((await engine.tick())?.getTime()).toBe(Math.min(...closes));
    expect(await roundsOf(sql, UPDOWN)).toHaveLength(1);

    t.clock.advance(20_000);
    await engine.tick();
    expect((await roundsOf(sql, UPDOWN))[0]?.status).toBe('closed');

    t.clock.advance(10_000);
    await engine.tick();
    const rounds = await roundsOf(sql, UPDOWN);
    expect(rounds.map((r) => [r.roundNo, r.status])).toEqual([
      [1, 'settled'],
      [2, 'open'],
    ]);
    // The revealed seed is the preimage of the round's commitment, and the next round commits to that seed.
    const first = rounds[0]!;
    const verified = verifyRound(UPDOWN, {
      seed: first.seed!,
      previous: first.commitment,
      roundNo: 1,
      salt: first.salt,
    });
    expect(verified).toEqual({ valid: true, outcome: first.outcome });
    expect(rounds[1]!.commitment).toBe(rounds[0]!.seed);

    const events = await sql<{ type: string; data: { status: string; roundId: number } }[]>`
      SELECT type, data FROM live_events WHERE channel = 'minigame' AND (data->>'roundId')::int = ${rounds[0]!.id} ORDER BY id`;
    expect(events.map((e) => e.data.status)).toEqual(['open', 'closed', 'drawn', 'settled']);
  });

  it('takes a bet with the round commitment, settles it once, and the member can verify it', async () => {
    const round = await activeRound(sql, POWERBALL);
    const before = await emoney(sql, member01.user.id);
    const key = randomUUID();
    const placed = await bet(
      member01,
      { gameId: POWERBALL, roundId: round.id, marketId: 'power-odd', amount: 10_000 },
      key,
    );
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json()).toMatchObject({ emoney: before - 10_000, commitment: round.commitment });
    // A replay with the same key answers the same and takes nothing more.
    const replay = await bet(
      member01,
      { gameId: POWERBALL, roundId: round.id, marketId: 'power-odd', amount: 10_000 },
      key,
    );
    expect(replay.json()).toEqual(placed.json());
    expect(await emoney(sql, member01.user.id)).toBe(before - 10_000);

    const history = await t.app.inject({
      method: 'GET',
      url: `/sports-prematch/bettings?user=1&memberUserId=member01&perpage=10&page=1&gameType=3`,
      headers: member01.headers,
    });
    expect(history.statusCode, history.body).toBe(200);
    // Read as the SDK reads it: a mini-game leg has no feed fixture.
    const [historySlip] = z.array(BetHistorySlip).parse(history.json());
    expect(historySlip?.[0]).toMatchObject({
      sports_betting_bet_name: '파워볼 홀',
      sports_betting_sports_fixture_id: null,
    });

    moveTo(round.drawsAt);
    await engine.tick();
    const [settled] = await sql<RoundRow[]>`
      SELECT id, status, seed, chain_index, commitment, outcome FROM minigame_rounds WHERE id = ${round.id}`;
    expect(settled?.status).toBe('settled');

    const rounds = await t.app.inject({ method: 'GET', url: `/minigame/rounds?gameId=${POWERBALL}` });
    const published = rounds.json().find((r: { id: number }) => r.id === round.id);
    const stored = placed.json().commitment as string;
    const verified = verifyRound(POWERBALL, {
      seed: published.seed,
      previous: stored,
      roundNo: published.chainIndex,
      salt: published.salt,
    });
    expect(verified.valid).toBe(true);
    expect(verified.outcome).toEqual(settled!.outcome);

    const won = minigameMarketWins(POWERBALL, 'power-odd', verified.outcome);
    const [slip] = await sql`SELECT status, payout FROM bet_slips WHERE id = ${placed.json().id}`;
    expect(slip).toMatchObject({ status: won ? WIN_FLAG.WON : WIN_FLAG.LOST, payout: won ? 19_000 : 0 });
    expect(await emoney(sql, member01.user.id)).toBe(before - 10_000 + (won ? 19_000 : 0));

    // Settlement again: nothing left to settle, no second payout.
    const again = await sql.begin((tx) =>
      settleRoundBets(tx, {
        roundId: round.id,
        flagOf: () => WIN_FLAG.WON,
        memo: 'x',
        now: t.app.clock.now(),
      }),
    );
    expect(again).toBe(0);
    await engine.tick();
    const [payouts] = await sql`
      SELECT count(*)::int AS n FROM ledger_transactions WHERE ref_type = 'bet_slip' AND ref_id = ${String(placed.json().id)} AND kind = 'bet_payout'`;
    expect(payouts?.n).toBe(won ? 1 : 0);
    expect(await ledgerConsistent(sql)).toBe(true);

    // A settled slip can be deleted from the member's history like a sports one.
    const hidden = await t.app.inject({
      method: 'POST',
      url: '/sports-prematch/user-delete',
      headers: member01.headers,
      payload: [placed.json().id],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
  });

  it('refuses bad bets with a Korean message and changes nothing', async () => {
    const round = await activeRound(sql, POWERBALL);
    const ok = await betOn(round.id, 'normal-odd');
    expect(ok.statusCode, ok.body).toBe(200);
    const before = await snapshot(sql, member01.user.id);
    const cases: [Record<string, unknown>, number, keyof typeof MINIGAME_MESSAGES][] = [
      [{ marketId: 'no-such-market' }, 400, 'MINIGAME_UNKNOWN_MARKET'],
      [{ amount: 4_000 }, 400, 'MINIGAME_BELOW_MIN'],
      [{ amount: 1_000_001 }, 400, 'MINIGAME_OVER_MAX'],
      [{ marketId: 'power-number-3', amount: 600_000 }, 400, 'MINIGAME_OVER_MAX_WIN'],
      [{ marketId: 'normal-even' }, 409, 'MINIGAME_OPPOSITE_SIDES'],
      [{ roundId: round.id + 100_000 }, 404, 'MINIGAME_ROUND_NOT_FOUND'],
      [{ gameId: 'no-such-game' }, 404, 'MINIGAME_UNKNOWN_GAME'],
    ];
    for (const [change, status, code] of cases) {
      const response = await bet(member01, {
        gameId: POWERBALL,
        roundId: round.id,
        marketId: 'power-odd',
        amount: 5_000,
        ...change,
      });
      expect([response.statusCode, response.json()], code).toEqual([
        status,
        { code, message: MINIGAME_MESSAGES[code] },
      ]);
    }
    expect(await snapshot(sql, member01.user.id)).toEqual(before);

    await sql`UPDATE settings SET value = jsonb_set(value, '{roundMaxStake}', '20000') WHERE key = 'minigameBetting'`;
    const overCap = await betOn(round.id, 'power-under', 20_000);
    expect(overCap.json().code).toBe('MINIGAME_ROUND_STAKE_CAP');
    await sql`UPDATE settings SET value = jsonb_set(value, '{roundMaxStake}', '10000000') WHERE key = 'minigameBetting'`;
    // normal-odd already stands to win 9,500; 5,000 more on power-under would make 19,000.
    await sql`UPDATE settings SET value = jsonb_set(value, '{roundMaxWin}', '15000') WHERE key = 'minigameBetting'`;
    const overWinCap = await betOn(round.id, 'power-under');
    expect(overWinCap.json().code).toBe('MINIGAME_ROUND_WIN_CAP');
    await sql`UPDATE settings SET value = jsonb_set(value, '{roundMaxWin}', '30000000') WHERE key = 'minigameBetting'`;

    await sql`INSERT INTO minigame_game_settings (game_id, maintenance) VALUES (${POWERBALL}, true)`;
    const setting = await t.app.inject({
      method: 'GET',
      url: `/settingMinigame/${encodeURIComponent(POWERBALL)}`,
    });
    expect(setting.json()).toEqual({ id: POWERBALL, name: '파워볼', maintenanceFlag: 1 });
    const closedForMaintenance = await betOn(round.id, 'power-odd');
    expect(closedForMaintenance.statusCode).toBe(503);
    await sql`DELETE FROM minigame_game_settings`;

    moveTo(round.closesAt);
    const late = await betOn(round.id, 'power-odd');
    expect(late.json()).toEqual({
      code: 'MINIGAME_ROUND_CLOSED',
      message: MINIGAME_MESSAGES.MINIGAME_ROUND_CLOSED,
    });
    expect(await snapshot(sql, member01.user.id)).toEqual(before);
    moveTo(round.drawsAt);
    await engine.tick();
    const onSettled = await betOn(round.id, 'power-odd');
    expect(onSettled.json().code).toBe('MINIGAME_ROUND_CLOSED');
    expect(await emoney(sql, member01.user.id)).toBeGreaterThanOrEqual(before.emoney);
    expect(await ledgerConsistent(sql)).toBe(true);
  });

  it('finishes a round left open by a stopped server once it is back', async () => {
    const round = await activeRound(sql, UPDOWN);
    const placed = await bet(member01, { gameId: UPDOWN, roundId: round.id, marketId: 'up', amount: 5_000 });
    expect(placed.statusCode, placed.body).toBe(200);
    // The server stops: nothing ticks until well after the draw time.
    moveTo(new Date(round.drawsAt.getTime() + 5 * 60_000));
    const restarted = createMinigameEngine({
      sql,
      clock: t.app.clock,
      gameIds: [UPDOWN],
      randomBytes: seededBytes('other'),
    });
    await restarted.tick();
    const rounds = await roundsOf(sql, UPDOWN);
    const finished = rounds.find((r) => r.id === round.id);
    expect(finished?.status).toBe('settled');
    expect(
      verifyRound(UPDOWN, {
        seed: finished!.seed!,
        previous: round.commitment,
        roundNo: round.chainIndex,
        salt: round.salt,
      }).valid,
    ).toBe(true);
    const [slip] = await sql`SELECT settlement_version FROM bet_slips WHERE id = ${placed.json().id}`;
    expect(slip?.settlementVersion).toBe(1);
    // The next round continues the day's numbering on the same committed chain.
    const next = rounds.at(-1)!;
    expect(next.status).toBe('open');
    expect(next.roundNo).toBe(finished!.roundNo + 1);
    expect(next.chainIndex).toBe(finished!.chainIndex + 1);
  });

  it('voids a round that cannot be drawn and refunds its stakes', async () => {
    const round = await activeRound(sql, UPDOWN);
    const before = await emoney(sql, member01.user.id);
    const placed = await bet(member01, { gameId: UPDOWN, roundId: round.id, marketId: 'up', amount: 5_000 });
    expect(placed.statusCode, placed.body).toBe(200);
    // A commitment that no chain seed hashes to: the draw is refused, the round voided.
    await sql`UPDATE minigame_rounds SET commitment = ${'f'.repeat(64)} WHERE id = ${round.id}`;
    moveTo(round.drawsAt);
    await engine.tick();
    const [voided] = await sql`SELECT status, seed FROM minigame_rounds WHERE id = ${round.id}`;
    expect(voided).toEqual({ status: 'void', seed: null });
    expect(await emoney(sql, member01.user.id)).toBe(before);
    const [slip] = await sql`SELECT status, payout FROM bet_slips WHERE id = ${placed.json().id}`;
    expect(slip).toEqual({ status: WIN_FLAG.SPECIAL_HIT, payout: 5_000 });
  });

  it('200 members betting in the last second: every accepted bet is before the close, none after', async () => {
    const members: MemberRow[] = await sql.begin(async (tx) => {
      const created: MemberRow[] = [];
      for (let i = 0; i < 200; i += 1) {
        const member = await createMembersRepository(sql).insert(
          { userId: `mg${i}`, nickname: `미니${i}`, passwordHash: 'x' },
          tx,
        );
        await openMemberAccounts(tx, member.id);
        await fundMember(tx, member.id, 10_000, { kind: 'deposit' });
        created.push(member);
      }
      return created;
    });
    const round = await activeRound(sql, UPDOWN);
    moveTo(new Date(round.closesAt.getTime() - 1_000));
    // Each bet reads the time once; every read moves the clock 10 ms, so the reads span the close.
    const stepping = () => {
      const now = t.app.clock.now();
      t.clock.advance(10);
      return now;
    };
    const rounds = createMinigameRoundsRepository(sql);
    const setting = await rounds.bettingSetting();
    const groupCommit = createGroupCommit(sql);
    const attempts = members.map((member, i) =>
      placeMinigameBet({
        sql,
        groupCommit,
        member,
        request: { gameId: UPDOWN, roundId: round.id, marketId: i % 2 === 0 ? 'up' : 'down', amount: 10_000 },
        key: `last-second-${i}`,
        requestHash: `last-second-${i}`,
        ipAddress: null,
        now: stepping(),
        round: (id) => rounds.find(id),
        setting,
      }).then(
        (outcome) => {
          if (outcome.kind === 'placed') return 'accepted';
          return outcome.kind === 'refused' && outcome.error instanceof DomainError
            ? outcome.error.code
            : outcome.kind;
        },
        (error: { code?: string }) => error.code ?? String(error),
      ),
    );
    const ticked = engine.tick();
    const outcomes = await Promise.all(attempts);
    await ticked;
    const accepted = outcomes.filter((o) => o === 'accepted').length;
    expect(outcomes.every((o) => o === 'accepted' || o === 'MINIGAME_ROUND_CLOSED')).toBe(true);
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(200);
    const [late] = await sql`
      SELECT count(*)::int AS n FROM minigame_bets b JOIN minigame_rounds r ON r.id = b.round_id
      WHERE b.round_id = ${round.id} AND b.created_at >= r.closes_at`;
    expect(late?.n).toBe(0);
    const [stored] = await sql`SELECT count(*)::int AS n FROM minigame_bets WHERE round_id = ${round.id}`;
    expect(stored?.n).toBe(accepted);

    moveTo(round.drawsAt);
    await engine.tick();
    const [negative] =
      await sql`SELECT count(*)::int AS n FROM accounts WHERE owner_member_id IS NOT NULL AND balance < 0`;
    expect(negative?.n).toBe(0);
    const [unsettled] = await sql`
      SELECT count(*)::int AS n FROM minigame_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.round_id = ${round.id} AND s.settlement_version <> 1`;
    expect(unsettled?.n).toBe(0);
    expect(await ledgerConsistent(sql)).toBe(true);
    // Refused members kept their 10,000; the others hold exactly what their bet paid.
    const [wallets] = await sql`
      SELECT sum(a.balance)::int8 AS total FROM accounts a JOIN members m ON m.id = a.owner_member_id
      WHERE m.user_id LIKE 'mg%' AND a.kind = 'emoney'`;
    const [paid] = await sql`
      SELECT coalesce(sum(s.payout), 0)::int8 AS total FROM minigame_bets b JOIN bet_slips s ON s.id = b.slip_id
      WHERE b.round_id = ${round.id}`;
    expect(wallets?.total).toBe((200 - accepted) * 10_000 + paid!.total);
  });

  it('answers the settings and the current round of a game', async () => {
    const setting = await t.app.inject({
      method: 'GET',
      url: `/settingMinigame/${encodeURIComponent(UPDOWN)}`,
    });
    expect(setting.json()).toEqual({ id: UPDOWN, name: '업다운 30초', maintenanceFlag: 0 });
    const nested = await t.app.inject({ method: 'GET', url: '/settingMinigame/gopick%2Fdonghang_powerball' });
    expect(nested.json()).toMatchObject({ id: 'gopick/donghang_powerball', maintenanceFlag: 0 });
    for (const url of [
      '/settingMinigame/nope',
      '/settingMinigame/%25E0%25A4%25A',
      '/settingMinigame/%E0%A4%A',
    ]) {
      const unknown = await t.app.inject({ method: 'GET', url });
      // An unknown id is 404; a malformed escape may be refused earlier as 400, never a 500.
      expect([400, 404], url).toContain(unknown.statusCode);
    }
    const events = await t.app.inject({
      method: 'GET',
      url: `/minigame/events?gameId=${encodeURIComponent(UPDOWN)}`,
    });
    const [current] = events.json();
    expect(current).toMatchObject({ gameId: UPDOWN, status: 1, result: null });
    expect(current.odds.length).toBeGreaterThan(0);
    const limits = await t.app.inject({
      method: 'GET',
      url: '/settingMinigameBetting',
      headers: member01.headers,
    });
    expect(limits.json()).toContainEqual({
      gameId: UPDOWN,
      minBetAmount: 5_000,
      maxBetAmount: expect.any(Number),
      maxPrizeAmount: expect.any(Number),
    });
  });
});
