import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/db/createSql';
import type { WalletAnswer, WalletCall, WalletMoneyCall } from '../src/domain/casino/walletCall';
import { ledgerConsistent } from './support/bettingFeed';

/** A member launched into a game: the token the provider holds and the player id it names. */
export interface LaunchedPlayer {
  memberId: number;
  playerId: string;
  token: string;
  gameCode: string;
}

/** What the contract needs around an adapter: its wire, the database behind it and a movable clock. */
export interface CasinoWalletHarness {
  sql: Sql;
  /** A fresh member holding `casinoMoney`, launched into one of the provider's games. */
  launch(casinoMoney: number): Promise<LaunchedPlayer>;
  /** Sends the call over the provider's wire, signed, and reads the answer back in our words. */
  call(call: WalletCall, tamper?: { badSignature?: boolean; skewMs?: number }): Promise<WalletAnswer>;
  /** The provider's exact answer body for a call (a replay must get it byte for byte). */
  rawCall(call: WalletCall): Promise<string>;
  /** Moves the clock past every launch token's expiry. */
  expireTokens(): void;
  close(): Promise<void>;
}

const casinoMoney = async (sql: Sql, memberId: number) => {
  const [row] = await sql<{ balance: number }[]>`
    SELECT balance FROM accounts WHERE owner_member_id = ${memberId} AND kind = 'casino'`;
  return row?.balance ?? 0;
};

/**
 * The seamless-wallet contract every provider adapter must pass before an operator can enable it (issue 13):
 * signatures, idempotency on the provider's transaction id (duplicates, reordering, a retry after a timeout
 * that followed our commit), settlement rules, expired tokens, and 200 parallel callbacks on one wallet.
 * Run it against each adapter: `describeCasinoWalletContract('simulator', async () => harness)`.
 */
export function describeCasinoWalletContract(name: string, setup: () => Promise<CasinoWalletHarness>): void {
  describe(`casino wallet contract: ${name}`, () => {
    let h: CasinoWalletHarness;
    let n = 0;
    const ids = () => {
      n += 1;
      return { txId: `tx-${n}`, roundId: `round-${n}` };
    };
    const base = (p: LaunchedPlayer) => ({ token: p.token, playerId: p.playerId, gameCode: p.gameCode });
    const debit = (p: LaunchedPlayer, amount: number, at = ids()): WalletMoneyCall => ({
      ...base(p),
      ...at,
      action: 'debit',
      amount,
    });
    const credit = (p: LaunchedPlayer, bet: WalletMoneyCall, amount: number): WalletMoneyCall => ({
      ...base(p),
      txId: `${bet.txId}-win`,
      roundId: bet.roundId,
      action: 'credit',
      betTxId: bet.txId,
      amount,
    });
    const rollback = (p: LaunchedPlayer, bet: WalletMoneyCall): WalletMoneyCall => ({
      ...base(p),
      txId: `${bet.txId}-rb`,
      roundId: bet.roundId,
      action: 'rollback',
      betTxId: bet.txId,
    });

    beforeAll(async () => {
      h = await setup();
    });
    afterAll(() => h.close());

    it('authenticates a launch token and answers the casino money balance', async () => {
      const p = await h.launch(50_000);
      expect(await h.call({ action: 'authenticate', token: p.token })).toEqual({
        status: 'OK',
        balance: 50_000,
        playerId: p.playerId,
      });
      expect(await h.call({ action: 'balance', token: p.token, playerId: p.playerId })).toMatchObject({
        status: 'OK',
        balance: 50_000,
      });
      expect(await h.call({ action: 'authenticate', token: 'f'.repeat(64) })).toEqual({
        status: 'INVALID_TOKEN',
      });
    });

    it('refuses a bad signature and a timestamp outside the window, moving nothing', async () => {
      const p = await h.launch(10_000);
      expect((await h.call(debit(p, 1_000), { badSignature: true })).status).toBe('INVALID_SIGNATURE');
      expect((await h.call(debit(p, 1_000), { skewMs: -10 * 60_000 })).status).toBe('INVALID_SIGNATURE');
      expect((await h.call(debit(p, 1_000), { skewMs: 10 * 60_000 })).status).toBe('INVALID_SIGNATURE');
      expect(await casinoMoney(h.sql, p.memberId)).toBe(10_000);
    });

    it('takes a bet and pays its win; a duplicate of either answers the stored answer exactly', async () => {
      const p = await h.launch(10_000);
      const bet = debit(p, 3_000);
      const first = await h.rawCall(bet);
      expect(JSON.parse(first)).toBeTruthy();
      expect(await h.call(bet)).toMatchObject({ status: 'OK', balance: 7_000 });
      expect(await h.rawCall(bet)).toBe(first);
      const win = credit(p, bet, 9_000);
      expect(await h.call(win)).toMatchObject({ status: 'OK', balance: 16_000 });
      expect(await h.call(win)).toMatchObject({ status: 'OK', balance: 16_000 });
      expect(await casinoMoney(h.sql, p.memberId)).toBe(16_000);
    });

    it('settles a lost round (a win of 0): nothing moves, the answer names the bet’s ledger transaction', async () => {
      const p = await h.launch(10_000);
      const bet = debit(p, 3_000);
      const taken = await h.call(bet);
      const lost = await h.call(credit(p, bet, 0));
      expect(lost).toEqual({
        status: 'OK',
        balance: 7_000,
        playerId: p.playerId,
        transactionId: taken.transactionId,
      });
      expect(await h.call(credit(p, bet, 0))).toEqual(lost);
      expect((await h.call({ ...credit(p, bet, 0), txId: 'second-loss' })).status).toBe('ALREADY_SETTLED');
      expect(await casinoMoney(h.sql, p.memberId)).toBe(7_000);
    });

    it('answers NOT_ENOUGH_MONEY with the real balance and moves nothing', async () => {
      const p = await h.launch(2_500);
      expect(await h.call(debit(p, 3_000))).toEqual({
        status: 'NOT_ENOUGH_MONEY',
        balance: 2_500,
        playerId: p.playerId,
      });
      expect(await casinoMoney(h.sql, p.memberId)).toBe(2_500);
    });

    it('refuses a credit for an unknown bet, then pays it once the bet arrives (reordering)', async () => {
      const p = await h.launch(10_000);
      const bet = debit(p, 1_000);
      expect((await h.call(credit(p, bet, 2_000))).status).toBe('BET_NOT_FOUND');
      expect(await h.call(bet)).toMatchObject({ status: 'OK', balance: 9_000 });
      expect(await h.call(credit(p, bet, 2_000))).toMatchObject({ status: 'OK', balance: 11_000 });
    });

    it('a rollback before its bet leaves a marker: the late bet is refused and nothing moves', async () => {
      const p = await h.launch(10_000);
      const bet = debit(p, 4_000);
      expect(await h.call(rollback(p, bet))).toMatchObject({ status: 'OK', balance: 10_000 });
      expect((await h.call(bet)).status).toBe('ROLLED_BACK');
      expect(await casinoMoney(h.sql, p.memberId)).toBe(10_000);
    });

    it('refunds a bet once; a credit or rollback after settlement answers ALREADY_SETTLED', async () => {
      const p = await h.launch(10_000);
      const refunded = debit(p, 4_000);
      await h.call(refunded);
      expect(await h.call(rollback(p, refunded))).toMatchObject({ status: 'OK', balance: 10_000 });
      expect(await h.call(rollback(p, refunded))).toMatchObject({ status: 'OK', balance: 10_000 });
      expect((await h.call(credit(p, refunded, 8_000))).status).toBe('ALREADY_SETTLED');

      const won = debit(p, 1_000);
      await h.call(won);
      await h.call(credit(p, won, 1_500));
      expect((await h.call({ ...rollback(p, won), txId: 'late-rollback' })).status).toBe('ALREADY_SETTLED');
      expect((await h.call({ ...credit(p, won, 1_500), txId: 'second-win' })).status).toBe('ALREADY_SETTLED');
      expect(await casinoMoney(h.sql, p.memberId)).toBe(10_500);
    });

    it('takes wins and rollbacks on an expired token, but no new bet', async () => {
      const p = await h.launch(10_000);
      const won = debit(p, 1_000);
      const refunded = debit(p, 2_000);
      await h.call(won);
      await h.call(refunded);
      h.expireTokens();
      expect((await h.call(debit(p, 1_000))).status).toBe('TOKEN_EXPIRED');
      expect(await h.call(credit(p, won, 5_000))).toMatchObject({ status: 'OK', balance: 12_000 });
      expect(await h.call(rollback(p, refunded))).toMatchObject({ status: 'OK', balance: 14_000 });
    });

    it('refuses a bet on a closed game or provider, or from a blocked or excluded member, moving nothing; a win still pays', async () => {
      const p = await h.launch(10_000);
      const won = debit(p, 1_000);
      expect(await h.call(won)).toMatchObject({ status: 'OK', balance: 9_000 });
      const refused = async (status: string, balance: number) =>
        expect(await h.call(debit(p, 1_000))).toEqual({ status, balance, playerId: p.playerId });
      const [game] = await h.sql<{ provider: string }[]>`
        SELECT provider_id AS provider FROM casino_games WHERE code = ${p.gameCode}`;
      const provider = game?.provider ?? '';
      try {
        await h.sql`UPDATE casino_games SET enabled = false WHERE code = ${p.gameCode}`;
        await refused('GAME_UNAVAILABLE', 9_000);
        expect(await h.call(credit(p, won, 2_000))).toMatchObject({ status: 'OK', balance: 11_000 });
        await h.sql`UPDATE casino_games SET enabled = true WHERE code = ${p.gameCode}`;
        await h.sql`UPDATE casino_providers SET maintenance = true WHERE id = ${provider}`;
        await refused('GAME_UNAVAILABLE', 11_000);
        await h.sql`UPDATE casino_providers SET maintenance = false WHERE id = ${provider}`;
        await h.sql`UPDATE members SET status = 'banned' WHERE id = ${p.memberId}`;
        await refused('PLAYER_BLOCKED', 11_000);
        await h.sql`UPDATE members SET status = 'active' WHERE id = ${p.memberId}`;
        await h.sql`
          INSERT INTO rg_exclusions (member_id, kind, starts_at, ends_at)
          VALUES (${p.memberId}, 'timeout', '2000-01-01', '2100-01-01')`;
        await refused('PLAYER_BLOCKED', 11_000);
        expect(await h.call({ ...debit(p, 1_000), gameCode: 'no-such-game' })).toEqual({
          status: 'GAME_UNAVAILABLE',
          playerId: p.playerId,
        });
        expect(await casinoMoney(h.sql, p.memberId)).toBe(11_000);
      } finally {
        await h.sql`UPDATE casino_games SET enabled = true WHERE code = ${p.gameCode}`;
        await h.sql`UPDATE casino_providers SET maintenance = false WHERE id = ${provider}`;
      }
    });

    it('a retry after a timeout that followed our commit replays the answer, even on an expired token', async () => {
      const p = await h.launch(10_000);
      const bet = debit(p, 2_000);
      // The provider never saw this answer (its request timed out after we committed).
      const lost = await h.rawCall(bet);
      h.expireTokens();
      expect(await h.rawCall(bet)).toBe(lost);
      expect(await casinoMoney(h.sql, p.memberId)).toBe(8_000);
    });

    it('debit-and-credit in one call; its replay moves nothing more', async () => {
      const p = await h.launch(10_000);
      const both: WalletMoneyCall = {
        ...base(p),
        ...ids(),
        action: 'debitCredit',
        betAmount: 1_000,
        winAmount: 3_500,
      };
      expect(await h.call(both)).toMatchObject({ status: 'OK', balance: 12_500 });
      expect(await h.call(both)).toMatchObject({ status: 'OK', balance: 12_500 });
      expect(await casinoMoney(h.sql, p.memberId)).toBe(12_500);
    });

    it('refuses a malformed call (negative, fractional or huge amount, odd ids) with INVALID_REQUEST', async () => {
      const p = await h.launch(10_000);
      for (const amount of [-1, 0, 1.5, 1e16])
        expect((await h.call(debit(p, amount))).status).toBe('INVALID_REQUEST');
      expect((await h.call({ ...debit(p, 100), txId: 'a b' })).status).toBe('INVALID_REQUEST');
      expect((await h.call({ ...debit(p, 100), txId: 'x#win' })).status).toBe('INVALID_REQUEST');
      expect(await casinoMoney(h.sql, p.memberId)).toBe(10_000);
    });

    it('a win and a refund each sent several times at once are paid once, every copy answered alike', async () => {
      const p = await h.launch(10_000);
      const won = debit(p, 1_000);
      const refunded = debit(p, 2_000);
      await h.call(won);
      await h.call(refunded);
      // The copies queue on the member's lock; the ones behind the first must replay its answer, not find
      // the bet settled (ALREADY_SETTLED) or write a second row.
      const win = credit(p, won, 5_000);
      const back = rollback(p, refunded);
      const answers = await Promise.all([win, back, win, back, win, back].map((call) => h.call(call)));
      expect(answers[0]).toMatchObject({ status: 'OK' });
      expect(answers[1]).toMatchObject({ status: 'OK' });
      for (let i = 2; i < answers.length; i += 1) expect(answers[i]).toEqual(answers[i % 2]);
      expect(await casinoMoney(h.sql, p.memberId)).toBe(14_000);
      expect(await ledgerConsistent(h.sql)).toBe(true);
    });

    it('200 parallel callbacks on one wallet: no double debit, never negative, the ledger balanced', async () => {
      const p = await h.launch(50_000);
      const bets = Array.from({ length: 100 }, () => debit(p, 1_000));
      // Each bet is sent twice at once: 200 callbacks, 100 distinct bets, 50 of which the wallet can pay.
      const answers = await Promise.all([...bets, ...bets].map((bet) => h.call(bet)));
      const taken = new Set(
        bets
          .filter((_, i) => answers[i]?.status === 'OK' || answers[i + 100]?.status === 'OK')
          .map((b) => b.txId),
      );
      expect(taken.size).toBe(50);
      for (let i = 0; i < 100; i += 1) expect(answers[i + 100]?.status).toBe(answers[i]?.status);
      for (const answer of answers) expect(answer.balance ?? 0).toBeGreaterThanOrEqual(0);
      expect(await casinoMoney(h.sql, p.memberId)).toBe(0);
      expect(await ledgerConsistent(h.sql)).toBe(true);
      // 200 transactions queue on one member's lock: seconds of work when other jobs share the machine.
    }, 120_000);
  });
}
