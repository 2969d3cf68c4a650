import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildHashChain, chainSeed } from '../../fairness/hashChain';
import { basketballModel } from '../basketballModel';
import { drawVirtualResults, drawVirtualRound } from '../drawVirtualRound';
import { raceModel } from '../raceModel';
import { RACE_TRACK } from '../raceTimeline';
import { soccerModel } from '../soccerModel';
import { verifyVirtualRound } from '../verifyVirtualRound';
import { findVirtualLeague, VIRTUAL_LEAGUES, type VirtualLeague } from '../virtualLeagues';
import { virtualEventMarkets, virtualMarketWins } from '../virtualMarkets';
import { virtualRoundCard } from '../virtualRoundCard';

const hex = (text: string) => createHash('sha256').update(text).digest('hex');
const SALT = hex('models salt');
const entrant = (strength: number) => ({ name: { ko: '팀', en: 'Team' }, strength });
const league = (id: string) => findVirtualLeague(id) as VirtualLeague;
const sumOf = (values: readonly bigint[]) => values.reduce((a, b) => a + b, 0n);

describe('exact spaces', () => {
  it('soccer and basketball cells sum to the total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 10, max: 99 }), fc.integer({ min: 10, max: 99 }), (h, a) => {
        const match = { home: entrant(h), away: entrant(a) };
        for (const model of [soccerModel, basketballModel] as const) {
          const space = model === soccerModel ? soccerModel.space(match) : basketballModel.space(match);
          expect(sumOf(space.cells.map(([, w]) => w))).toBe(space.total);
        }
      }),
      { numRuns: 15 },
    );
  });

  it('race cells follow Plackett-Luce: P(i first, j second) = s_i/S × s_j/(S − s_i)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 4, maxLength: 8 }), (strengths) => {
        const field = { runners: strengths.map(entrant) };
        const space = raceModel.space(field);
        expect(sumOf(space.cells.map(([, w]) => w))).toBe(space.total);
        const S = BigInt(strengths.reduce((x, y) => x + y, 0));
        const [si, sj] = [BigInt(strengths[0] as number), BigInt(strengths[1] as number)];
        const forecast = sumOf(
          space.cells.filter(([r]) => r.order[0] === 1 && r.order[1] === 2).map(([, w]) => w),
        );
        expect(forecast * S * (S - si)).toBe(si * sj * space.total);
      }),
      { numRuns: 20 },
    );
  });

  it.each(VIRTUAL_LEAGUES.map((l) => [l.id, l] as const))('%s: groups partition the results', (_, l) => {
    const markets = virtualEventMarkets(l, 2, 0);
    const groups = new Map<string, { num: bigint; den: bigint }[]>();
    for (const m of markets) groups.set(m.group, [...(groups.get(m.group) ?? []), m.probability]);
    for (const [group, ps] of groups) {
      // Sum of fractions: Σ num × (D / den) over the common denominator D.
      const den = ps.reduce((d, p) => (d % p.den === 0n ? d : d * p.den), 1n);
      const num = sumOf(ps.map((p) => p.num * (den / p.den)));
      const expected = group === 'place' ? BigInt(l.fieldSize >= 8 ? 3 : 2) : 1n;
      expect(num, `${l.id} ${group}`).toBe(expected * den);
    }
  });
});

describe('the draw', () => {
  it('is the same for the same seed, and timelines agree with results', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VIRTUAL_LEAGUES), fc.integer({ min: 1, max: 10_000 }), (l, roundNo) => {
        const params = { leagueId: l.id, roundNo, seed: hex(`seed ${roundNo}`), salt: SALT };
        const events = drawVirtualRound(params);
        expect(drawVirtualRound(params)).toEqual(events);
        expect(events.map((e) => e.result)).toEqual(drawVirtualResults(params));
        for (const e of events) {
          if (e.kind === 'soccer') {
            const { result, timeline } = e;
            expect(result.home).toBeGreaterThanOrEqual(result.htHome);
            expect(timeline.goals.filter((g) => g.side === 'home')).toHaveLength(result.home);
            expect(timeline.goals.filter((g) => g.side === 'away' && g.minute <= 45)).toHaveLength(
              result.htAway,
            );
            expect(timeline.possession.at(-1)?.to).toBe(90);
          } else if (e.kind === 'basketball') {
            expect(e.result.home).not.toBe(e.result.away);
            const points = (side: string) =>
              e.timeline.filter((b) => b.side === side).reduce((s, b) => s + b.points, 0);
            expect([points('home'), points('away')]).toEqual([e.result.home, e.result.away]);
          } else {
            expect([...e.result.order].sort((a, b) => a - b)).toEqual(
              Array.from({ length: l.fieldSize }, (_, i) => i + 1),
            );
            const last = e.timeline.positions.at(-1) ?? [];
            expect(last.every((p) => p === RACE_TRACK)).toBe(true);
            const finish = e.result.order.map((n) => e.timeline.finishTenths[n - 1] as number);
            expect(finish).toEqual([...finish].sort((a, b) => a - b));
          }
        }
      }),
      { numRuns: 40 },
    );
  });

  it('verifies a revealed seed against its commitment, and refuses a wrong one', () => {
    const chain = buildHashChain({ terminal: hex('terminal'), length: 5, interval: 2 });
    const seed = chainSeed(chain, 1);
    const input = { seed, previous: chain.commitment, roundNo: 1, salt: SALT };
    const verified = verifyVirtualRound('soccer/worldcup', input);
    expect(verified.valid).toBe(true);
    expect(verified.events).toEqual(drawVirtualRound({ leagueId: 'soccer/worldcup', ...input }));
    expect(verifyVirtualRound('soccer/worldcup', { ...input, previous: hex('other') }).valid).toBe(false);
    expect(() => drawVirtualRound({ leagueId: 'nope', roundNo: 1, seed, salt: SALT })).toThrow('검증 정보');
  });
});

describe('settlement predicates', () => {
  const soccer = league('soccer/premierships');
  const wins = (l: VirtualLeague, id: string, result: Parameters<typeof virtualMarketWins>[4]) =>
    virtualMarketWins(l, 1, 0, id, result);

  it('settles every soccer market', () => {
    const r = { htHome: 0, htAway: 1, home: 2, away: 1 };
    expect(wins(soccer, '1x2:home', r)).toBe(true);
    expect(wins(soccer, '1x2:draw', r)).toBe(false);
    expect(wins(soccer, 'ou25:over', r)).toBe(true);
    expect(wins(soccer, 'ou25:under', r)).toBe(false);
    expect(wins(soccer, 'btts:yes', r)).toBe(true);
    expect(wins(soccer, 'cs:2-1', r)).toBe(true);
    expect(wins(soccer, 'cs:other', r)).toBe(false);
    expect(wins(soccer, 'cs:other', { ...r, home: 4 })).toBe(true);
    expect(wins(soccer, 'ht:away', r)).toBe(true);
    expect(wins(soccer, 'nope', r)).toBeUndefined();
    expect(wins(soccer, '1x2:home', { order: [1, 2, 3] })).toBeUndefined();
  });

  it('settles basketball winner, handicap and total on the priced lines', () => {
    const l = league('basketball/nbareplay');
    const labels = new Map(virtualEventMarkets(l, 1, 0).map((m) => [m.id, m.label]));
    const line = Number(labels.get('total:over')?.split(' ')[1]);
    const handicap = Number(labels.get('handicap:home')?.split(' ')[1]);
    const r = { home: 120, away: 100, overtime: false };
    expect(wins(l, 'winner:home', r)).toBe(true);
    expect(wins(l, 'handicap:home', r)).toBe(r.home - r.away + handicap > 0);
    expect(wins(l, 'handicap:away', r)).toBe(!(r.home - r.away + handicap > 0));
    expect(wins(l, 'total:over', r)).toBe(220 > line);
    expect(wins(l, 'total:under', r)).toBe(220 < line);
  });

  it('settles win, place, forecast and tricast', () => {
    const dogs = league('dog/goldenhillparks');
    const horses = league('horse/britanniaways');
    const r = { order: [3, 1, 5, 2, 6, 4] };
    expect(wins(dogs, 'win:3', r)).toBe(true);
    expect(wins(dogs, 'place:1', r)).toBe(true);
    expect(wins(dogs, 'place:5', r)).toBe(false);
    expect(wins(horses, 'place:5', { order: [3, 1, 5, 2, 6, 4, 7, 8] })).toBe(true);
    expect(wins(dogs, 'forecast:3-1', r)).toBe(true);
    expect(wins(dogs, 'forecast:1-3', r)).toBe(false);
    expect(wins(dogs, 'tricast:3-1-5', r)).toBe(true);
    expect(wins(dogs, 'tricast:3-5-1', r)).toBe(false);
  });
});

describe('the schedule card', () => {
  it('plays every pair of a league once per cycle, each team once per round', () => {
    const l = league('soccer/premierships');
    const pairs = new Set<string>();
    for (let roundNo = 1; roundNo <= l.entrants.length - 1; roundNo += 1) {
      const card = virtualRoundCard(l, roundNo);
      if (card.kind !== 'matches') throw new Error('expected matches');
      const teams = card.matches.flatMap((m) => [m.home, m.away]);
      expect(new Set(teams).size).toBe(l.entrants.length);
      for (const m of card.matches) pairs.add([m.home, m.away].sort().join('-'));
    }
    expect(pairs.size).toBe((l.entrants.length * (l.entrants.length - 1)) / 2);
  });

  it('runs a full field of distinct runners', () => {
    const card = virtualRoundCard(league('horse/festivaldowns'), 7);
    expect(card.kind === 'race' && new Set(card.runners).size).toBe(10);
  });
});
