import {
  drawVirtualResults,
  findVirtualLeague,
  type VirtualLeague,
  type VirtualMarketEntry,
  type VirtualResult,
  virtualEventMarkets,
  virtualMarketWins,
} from '@kbet/sdk';
import {
  createVirtualEngine,
  type ManualClock,
  manualClock,
  type Sql,
  seededBytes,
  type VirtualEngine,
} from '@kbet/testkit';
import { roundSeed } from './roundSeed';

/** A virtual round as the engine stored it. */
export interface E2eVirtualRound {
  readonly id: number;
  readonly leagueId: string;
  readonly chainIndex: number;
  readonly status: string;
  readonly closesAt: Date;
  readonly startsAt: Date;
  readonly endsAt: Date;
}

export interface VirtualRounds {
  /** The league's open round, with at least a minute of real time left to bet (the server checks the close). */
  open(leagueId: string): Promise<E2eVirtualRound>;
  /**
   * Runs `count` rounds of the league that ended before now, as if it had been running a while (recent results
   * and the last replay fill, and the running round keeps its real countdown). Only before the league's first other call.
   */
  backfill(leagueId: string, count: number): Promise<void>;
  /** Moves the league's clock to the round's start and ticks: it closes, is drawn and plays (replay stored). */
  play(leagueId: string): Promise<E2eVirtualRound>;
  /** Moves the league's clock to the round's end and ticks: results final, bets settled, the next round opens. */
  end(leagueId: string): Promise<E2eVirtualRound>;
  /**
   * A market of `group` on the round's event at `position` that will win, from the seed the league's chain
   * committed to, with the event's result.
   */
  winningMarket(
    round: E2eVirtualRound,
    position: number,
    group: string,
  ): Promise<{ market: VirtualMarketEntry; result: VirtualResult }>;
}

interface LeagueDriver {
  readonly league: VirtualLeague;
  readonly engine: VirtualEngine;
  readonly clock: ManualClock;
}

/**
 * The virtual rounds of the browser tests, run by engines in the test process on clocks the test moves (the e2e
 * server runs with VIRTUALS=off): the same database, so the server takes the bets and pushes the rounds' events,
 * and no test waits for an event on the wall clock. One engine and clock per league.
 * @example const rounds = virtualRounds(e.sql); await rounds.open('soccer/premierships'); await rounds.play(…);
 */
export function virtualRounds(sql: Sql): VirtualRounds {
  const drivers = new Map<string, LeagueDriver>();
  const driver = (leagueId: string, start = Date.now()): LeagueDriver => {
    const known = drivers.get(leagueId);
    if (known) return known;
    const league = findVirtualLeague(leagueId);
    if (!league) throw new RangeError(`unknown virtual league ${leagueId}`);
    // From the real time (or before it, to backfill): the server compares the rounds' close with its own clock.
    const clock = manualClock(new Date(start));
    const engine = createVirtualEngine({
      sql,
      clock,
      leagueIds: [leagueId],
      randomBytes: seededBytes(`e2e ${leagueId}`),
    });
    const created = { league, engine, clock };
    drivers.set(leagueId, created);
    return created;
  };
  const moveTo = (clock: ManualClock, at: number) => clock.advance(Math.max(0, at - clock.now().getTime()));
  const find = async (where: { leagueId: string } | { id: number }) => {
    const [round] = await sql<E2eVirtualRound[]>`
      SELECT id::int, league_id, chain_index, status, closes_at, starts_at, ends_at FROM virtual_rounds
      WHERE ${
        'id' in where
          ? sql`id = ${where.id}`
          : sql`league_id = ${where.leagueId} AND status IN ('open', 'closed', 'playing')`
      }`;
    return round;
  };
  const step = async (leagueId: string, to: (round: E2eVirtualRound) => Date, expected: string) => {
    const { engine, clock } = driver(leagueId);
    const round = await find({ leagueId });
    if (!round) throw new Error(`no running round of ${leagueId}`);
    moveTo(clock, to(round).getTime());
    await engine.tick();
    const after = await find({ id: round.id });
    if (after?.status !== expected) throw new Error(`round ${round.id} of ${leagueId} is ${after?.status}`);
    return after;
  };

  return {
    async open(leagueId) {
      const { engine, clock } = driver(leagueId);
      for (;;) {
        await engine.tick();
        const round = await find({ leagueId });
        if (!round) throw new Error(`the engine opened no round of ${leagueId}`);
        if (round.status === 'open' && round.closesAt.getTime() - Date.now() >= 60_000) return round;
        moveTo(clock, Math.max(round.endsAt.getTime(), Date.now()));
      }
    },
    async backfill(leagueId, count) {
      const league = findVirtualLeague(leagueId);
      if (!league) throw new RangeError(`unknown virtual league ${leagueId}`);
      const { engine, clock } = driver(leagueId, Date.now() - count * league.cycleSeconds * 1000);
      for (;;) {
        await engine.tick();
        const round = await find({ leagueId });
        if (!round || round.endsAt.getTime() > Date.now()) return;
        moveTo(clock, round.endsAt.getTime());
      }
    },
    play: (leagueId) => step(leagueId, (round) => round.startsAt, 'playing'),
    end: (leagueId) => step(leagueId, (round) => round.endsAt, 'settled'),
    async winningMarket(round, position, group) {
      const { league } = driver(round.leagueId);
      const { seed, chainIndex, salt } = await roundSeed(sql, 'virtual_rounds', round.id);
      const result = drawVirtualResults({ leagueId: league.id, roundNo: chainIndex, seed, salt })[position];
      if (!result) throw new Error(`round ${round.id} has no event ${position}`);
      const market = virtualEventMarkets(league, chainIndex, position).find(
        (m) => m.group === group && virtualMarketWins(league, chainIndex, position, m.id, result),
      );
      if (!market) throw new Error(`no ${group} market wins event ${position} of round ${round.id}`);
      return { market, result };
    },
  };
}
