import { parseDecimal } from '@kbet/sdk';
import { describe, expect, it } from 'vitest';
import type { DataMessage, FeedBet, FeedMessage } from '../src/domain/feed/feedMessage';
import { resolveLeg } from '../src/domain/settlement/resolveLeg';
import { createRng } from '../src/simulators/feed/createRng';
import { createSimulation } from '../src/simulators/feed/createSimulation';

const T0 = Date.UTC(2026, 2, 1, 9, 0);
const MINUTE = 60_000;
const SPORTS = {
  football: 6046,
  basketball: 48242,
  baseball: 154914,
  volleyball: 154830,
  eGames: 687890,
  hockey: 35232,
};

const data = (messages: FeedMessage[]) =>
  messages.filter((m): m is DataMessage => ![31, 32].includes(m.Header.Type));
const eventsOf = (messages: FeedMessage[], type: number, fixtureId: number) =>
  data(messages)
    .filter((m) => m.Header.Type === type)
    .flatMap((m) => m.Body.Events.filter((e) => e.FixtureId === fixtureId));
const inverse = (price: string) => 1 / Number(price);

describe('createRng', () => {
  it('replays the same numbers for a seed and different ones for another', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const draws = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(draws);
    expect(c.next()).not.toBe(draws[0]);
    expect(draws.every((x) => x >= 0 && x < 1)).toBe(true);
    const rng = createRng(1);
    expect(Array.from({ length: 200 }, () => rng.int(1, 3)).every((x) => [1, 2, 3].includes(x))).toBe(true);
    expect(() => rng.pick([])).toThrow('pick from an empty list');
    expect(rng.poisson(0)).toBe(0);
  });
});

describe('createSimulation', () => {
  it('is deterministic: the same seed gives the same messages however time is sliced', () => {
    const run = (seed: number, slices: number[]) => {
      const sim = createSimulation({ seed, speed: 30, now: T0, horizonMs: 90 * MINUTE });
      return slices.flatMap((ms) => sim.advance(ms));
    };
    const whole = run(7, [20 * MINUTE]);
    const sliced = run(7, [1, 999, 7 * MINUTE, 5 * MINUTE - 1_000, 8 * MINUTE]);
    expect(whole.length).toBeGreaterThan(100);
    expect(JSON.stringify(sliced)).toBe(JSON.stringify(whole));
    expect(JSON.stringify(run(8, [20 * MINUTE]))).not.toBe(JSON.stringify(whole));
    // Sequence numbers of data messages run 1, 2, 3 … without gaps.
    const sequences = data(whole).map((m) => m.Header.MsgSeq);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });

  it('says when its next message can come: a driver that sleeps until then is never late and wakes far less', () => {
    // A fixture kicks off after 20 minutes of nothing but heartbeats, then plays (a step a second at speed 1).
    const options = { seed: 5, speed: 1, now: T0, horizonMs: 0 };
    const ticked = createSimulation(options);
    const slept = createSimulation(options);
    ticked.addFixture({ sportId: SPORTS.football, startAt: T0 + 20 * MINUTE });
    slept.addFixture({ sportId: SPORTS.football, startAt: T0 + 20 * MINUTE });
    const end = T0 + 25 * MINUTE;
    const everyTick: FeedMessage[] = [];
    for (let at = T0 + 250; at <= end; at += 250) everyTick.push(...ticked.advance(250));
    const wakes: number[] = [];
    const asleep: FeedMessage[] = [];
    while (slept.now() < end) {
      const wake = Math.min(end, slept.nextDueAt());
      const messages = slept.advance(wake - slept.now());
      // Each wake-up's messages are the ones due at that moment: none was held back from an earlier one.
      for (const m of messages) expect(m.Header.CreationDate).toBe(new Date(wake).toISOString());
      wakes.push(wake);
      asleep.push(...messages);
    }
    expect(JSON.stringify(asleep)).toBe(JSON.stringify(everyTick));
    // Before the kick-off: the announcement's step, then the heartbeats (every 5 s), with which the keep-alives,
    // the price drifts and the about-to-start (whole minutes) coincide: 240 wake-ups where a 250 ms tick makes 4,800.
    expect(wakes.filter((at) => at < T0 + 20 * MINUTE)).toHaveLength(1 + 239);
    expect(wakes.filter((at) => at >= T0 + 20 * MINUTE)).toHaveLength(5 * 60 + 1);
    expect(eventsOf(asleep, 2, slept.fixtureIds()[0] ?? 0).length).toBeGreaterThan(0);
  });

  it('schedules Korean and European leagues of all six sports with Korean names', () => {
    const sim = createSimulation({ seed: 3, now: T0, horizonMs: 24 * 60 * MINUTE });
    const [snapshot] = sim.snapshot().messages;
    const fixtures = snapshot?.Body.Events.map((e) => e.Fixture) ?? [];
    expect(fixtures.length).toBeGreaterThan(150);
    expect(new Set(fixtures.map((f) => f?.Sport.Id))).toEqual(new Set(Object.values(SPORTS)));
    const leagues = new Set(fixtures.map((f) => f?.League.NameKorean));
    for (const name of [
      'K리그1',
      'KBO 리그',
      'KBL',
      'V-리그 남자부',
      '프리미어리그',
      '라리가',
      'UEFA 챔피언스리그',
      '유로리그',
    ])
      expect(leagues).toContain(name);
    for (const fixture of fixtures) {
      const [home, away] = fixture?.Participants ?? [];
      expect(home?.Id).not.toBe(away?.Id);
      expect(home?.NameKorean).toMatch(/\S/);
      expect(fixture?.Location.NameKorean).toMatch(/[가-힣]/);
      expect(Date.parse(fixture?.StartDate ?? '') % (5 * MINUTE)).toBe(0);
    }
  });

  it('prices every selection as an exact 2-decimal string with a 5-7 % margin, quarter lines included', () => {
    const sim = createSimulation({ seed: 11, now: T0, horizonMs: 12 * 60 * MINUTE });
    const [snapshot] = sim.snapshot().messages;
    let checked = 0;
    for (const event of snapshot?.Body.Events ?? []) {
      for (const market of event.Markets ?? []) {
        for (const bet of market.Bets) {
          expect(bet.Price).toMatch(/^\d+\.\d\d$/);
          expect(parseDecimal(bet.Price).num).toBeGreaterThanOrEqual(101n);
          expect(bet.Status).toBe(1);
        }
        const clamped = market.Bets.some((b) => b.Price === '1.01' || b.Price === '99.00');
        if ((market.Id === 1 || market.Id === 52) && !clamped) {
          const overround = market.Bets.reduce((s, b) => s + inverse(b.Price), 0);
          expect(overround).toBeGreaterThan(1.045);
          expect(overround).toBeLessThan(1.085);
          checked += 1;
        }
        if (market.Id === 2 || market.Id === 3) {
          // Two-way lines: each pair (same base line) carries the margin too.
          const pairs = new Map<string, FeedBet[]>();
          for (const bet of market.Bets)
            pairs.set(bet.BaseLine ?? '', [...(pairs.get(bet.BaseLine ?? '') ?? []), bet]);
          for (const pair of pairs.values()) {
            expect(pair).toHaveLength(2);
            const [a, b] = pair as [FeedBet, FeedBet];
            if (a.Price === '1.01' || b.Price === '1.01' || a.Price === '99.00' || b.Price === '99.00')
              continue;
            const overround = inverse(a.Price) + inverse(b.Price);
            expect(overround).toBeGreaterThan(1.04);
            expect(overround).toBeLessThan(1.09);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
    const football = snapshot?.Body.Events.find((e) => e.Fixture?.Sport.Id === SPORTS.football);
    const handicap = football?.Markets?.find((m) => m.Id === 3);
    const lines = handicap?.Bets.filter((b) => b.Name === '1').map((b) => b.Line) ?? [];
    expect(lines.some((l) => /\.(25|75)$/.test(l ?? ''))).toBe(true);
    expect(lines.some((l) => /\.5$/.test(l ?? ''))).toBe(true);
    expect(lines.some((l) => /^-?\d+$/.test(l ?? ''))).toBe(true);
    // The away selection carries the opposite line; both share the home base line.
    for (const bet of handicap?.Bets ?? []) {
      if (bet.Name === '2') expect(Number(bet.Line) + Number(bet.BaseLine)).toBe(0);
      else expect(bet.Line).toBe(bet.BaseLine);
    }
    const names = football?.Markets?.map((m) => m.NameKorean);
    expect(names).toEqual([
      '승무패',
      '더블찬스',
      '핸디캡',
      '언더오버',
      '홀짝',
      '양팀득점',
      '정확한 스코어',
      '전반 승무패',
      '전반 핸디캡',
      '전반 언더오버',
    ]);
  });

  it('plays a football match in seconds at high speed: goals suspend, odds move, every selection settles by resolveLeg', () => {
    const sim = createSimulation({ seed: 5, speed: 600, now: T0, horizonMs: 0 });
    const id = sim.addFixture({ sportId: SPORTS.football, startAt: T0 + 1_000, edge: 0.3 });
    // CPU time, not wall time: on a busy CI machine the wall clock also counts the waits for a core.
    const started = process.cpuUsage();
    const messages: FeedMessage[] = [];
    while (sim.fixtureStatus(id) !== 3) {
      messages.push(...sim.advance(1_000));
      expect(sim.now() - T0).toBeLessThan(20_000);
    }
    const used = process.cpuUsage(started);
    expect((used.user + used.system) / 1_000).toBeLessThan(5_000);
    // About 2 hours of match (halves, stoppage time, half-time) in 12-13 s of simulation time.
    expect(sim.now() - T0).toBeGreaterThan(12_000);

    const statuses = eventsOf(messages, 1, id).map((e) => e.Fixture?.Status);
    // Announced within 5 minutes of kick-off: already AboutToStart.
    expect(statuses).toEqual([9]);
    const scores = eventsOf(messages, 2, id).map((e) => e.Livescore?.Scoreboard);
    expect(scores[0]).toMatchObject({ Status: 2, CurrentPeriod: 10 });
    expect(scores.map((s) => s?.CurrentPeriod)).toEqual(expect.arrayContaining([10, 80, 20, 100]));
    const last = eventsOf(messages, 2, id).at(-1)?.Livescore;
    expect(last?.Scoreboard.Status).toBe(3);
    expect(Number(last?.Scoreboard.Time)).toBeGreaterThanOrEqual(90 * 60);
    const periods = (last?.Periods ?? []).map((p) => ({
      period: p.Type,
      home: Number(p.Results[0]?.Value),
      away: Number(p.Results[1]?.Value),
      isFinished: p.IsFinished,
    }));
    expect(periods.map((p) => p.period)).toEqual([10, 20]);
    expect(Number(last?.Scoreboard.Results[0]?.Value)).toBe(periods.reduce((s, p) => s + p.home, 0));

    // In play, prices move with the score and time.
    const marketUpdates = eventsOf(messages, 3, id);
    expect(marketUpdates.length).toBeGreaterThan(20);
    if (periods.some((p) => p.home + p.away > 0)) {
      expect(marketUpdates.some((e) => e.Markets?.every((m) => m.Bets.every((b) => b.Status === 2)))).toBe(
        true,
      );
    }

    // Settlement: the 1st-half markets at half-time, the rest at full time; all by resolveLeg.
    const settled = eventsOf(messages, 35, id).flatMap((e) => e.Markets ?? []);
    const bets = settled.flatMap((m) => m.Bets.map((b) => ({ marketId: m.Id, ...b })));
    const [snapshot] = sim.snapshot().messages;
    const offered = snapshot?.Body.Events.find((e) => e.FixtureId === id)?.Markets ?? [];
    expect(bets).toHaveLength(offered.reduce((s, m) => s + m.Bets.length, 0));
    for (const bet of bets) {
      expect(bet.Status).toBe(3);
      expect(bet.Settlement).toBe(
        resolveLeg({
          marketId: bet.marketId,
          betName: bet.Name,
          line: bet.Line,
          sportId: SPORTS.football,
          fixtureStatus: 3,
          periods,
        }),
      );
    }
    expect(settled.filter((m) => m.Id === 1)[0]?.Bets.filter((b) => b.Settlement === 2)).toHaveLength(1);
    const firstSettlement = data(messages).find((m) => m.Header.Type === 35);
    expect(firstSettlement?.Body.Events[0]?.Markets?.map((m) => m.Id).sort()).toEqual([21, 41, 64]);
  });

  it('plays every sport to a plausible result with its own periods', () => {
    const sim = createSimulation({ seed: 9, speed: 1_000, now: T0, horizonMs: 0 });
    const ids = Object.values(SPORTS).map((sportId) => sim.addFixture({ sportId, startAt: T0 + 1_000 }));
    const messages: FeedMessage[] = [];
    for (let i = 0; i < 60 && ids.some((id) => sim.fixtureStatus(id) !== 3); i += 1)
      messages.push(...sim.advance(1_000));
    expect(ids.map((id) => sim.fixtureStatus(id))).toEqual([3, 3, 3, 3, 3, 3]);
    const final = (id: number) => eventsOf(messages, 2, id).at(-1)?.Livescore;
    const [football, basketball, baseball, volleyball, eGames, hockey] = ids.map(final);
    const total = (l: typeof football) => (l?.Scoreboard.Results ?? []).map((r) => Number(r.Value));
    expect(football?.Periods.map((p) => p.Type)).toEqual([10, 20]);
    expect(basketball?.Periods.map((p) => p.Type).slice(0, 4)).toEqual([1, 2, 3, 4]);
    expect(total(basketball).every((points) => points > 50 && points < 130)).toBe(true);
    expect(baseball?.Periods.length).toBeGreaterThanOrEqual(9);
    const sets = total(volleyball);
    expect(Math.max(...sets)).toBe(3);
    expect(volleyball?.Periods.every((p) => Math.max(...p.Results.map((r) => Number(r.Value))) >= 15)).toBe(
      true,
    );
    expect(Math.max(...total(eGames))).toBe(2);
    expect(hockey?.Periods.map((p) => p.Type).slice(0, 3)).toEqual([1, 2, 3]);
    expect([100, 101, 102]).toContain(hockey?.Scoreboard.CurrentPeriod);
    const [h, a] = total(hockey);
    expect(h).not.toBe(a);
  });

  it('postpones a fixture and settles all its selections -1', () => {
    const sim = createSimulation({ seed: 2, speed: 10, now: T0, horizonMs: 0 });
    const id = sim.addFixture({ sportId: SPORTS.baseball, startAt: T0 + 60 * MINUTE, postpone: true });
    const messages = sim.advance(31 * MINUTE);
    expect(eventsOf(messages, 1, id).map((e) => e.Fixture?.Status)).toEqual([1, 5]);
    const settled = eventsOf(messages, 35, id)
      .flatMap((e) => e.Markets ?? [])
      .flatMap((m) => m.Bets);
    expect(settled.length).toBeGreaterThan(10);
    expect(new Set(settled.map((b) => b.Settlement))).toEqual(new Set([-1]));
  });

  it('sends heartbeats every 5 s and keep-alives with the active fixtures every 30 s', () => {
    const sim = createSimulation({ seed: 1, now: T0, horizonMs: 0 });
    const id = sim.addFixture({ sportId: SPORTS.volleyball, startAt: T0 + 60 * MINUTE });
    const messages = sim.advance(60_000);
    expect(messages.filter((m) => m.Header.Type === 32)).toHaveLength(12);
    const keepAlives = messages.filter((m) => m.Header.Type === 31);
    expect(keepAlives).toHaveLength(2);
    expect(keepAlives[0]).toEqual({
      Header: { Type: 31, CreationDate: new Date(T0 + 30_000).toISOString() },
      Body: { KeepAlive: { ActiveEvents: [id] } },
    });
    expect(() => sim.addFixture({ sportId: SPORTS.volleyball, leagueId: 101, startAt: T0 })).toThrow(
      'No simulated league 101 for sport 154830',
    );
  });
});
