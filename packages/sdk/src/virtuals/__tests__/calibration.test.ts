import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../odds/decimal';
import { basketballModel } from '../basketballModel';
import { drawVirtualResults } from '../drawVirtualRound';
import { raceModel, racePlaces } from '../raceModel';
import { soccerModel } from '../soccerModel';
import type { VirtualResult } from '../virtualEvent';
import { VIRTUAL_LEAGUES, type VirtualLeague } from '../virtualLeagues';
import { type VirtualMarketEntry, virtualEventMarkets, virtualMarketWins } from '../virtualMarkets';

/**
 * Seeded events per league. The unit suite draws 3,000 per league (33,000 in all); the full check is
 * `KBET_VIRTUAL_EVENTS=1000000 npx vitest run --project sdk virtuals/__tests__/calibration` (10^6 per league,
 * printing each group's figures). Seeds are fixed, so every run gives the same counts.
 */
const EVENTS = Number(process.env.KBET_VIRTUAL_EVENTS ?? 3000);
const SALT = createHash('sha256').update('kbet virtual calibration salt').digest('hex');
const seedOf = (leagueId: string, roundNo: number) =>
  createHash('sha256').update(`kbet virtual calibration ${leagueId} ${roundNo}`).digest('hex');

const asNumber = (p: { num: bigint; den: bigint }) => Number((p.num * 1_000_000_000_000n) / p.den) / 1e12;

/** Pearson's statistic of one group's counts, cells expecting fewer than 5 pooled into one. */
function pearson(cells: readonly { expected: number; observed: number }[]): {
  statistic: number;
  degrees: number;
} {
  const kept = cells.filter((c) => c.expected >= 5);
  const rest = cells.filter((c) => c.expected < 5);
  const pooled = rest.reduce(
    (a, c) => ({ expected: a.expected + c.expected, observed: a.observed + c.observed }),
    {
      expected: 0,
      observed: 0,
    },
  );
  if (pooled.expected > 0) kept.push(pooled);
  const statistic = kept.reduce((s, c) => s + (c.observed - c.expected) ** 2 / c.expected, 0);
  return { statistic, degrees: kept.length - 1 };
}

/** The chi-square value exceeded with probability 1e-4 (Wilson-Hilferty). */
const critical = (degrees: number) => {
  const k = Math.max(degrees, 1);
  return k * (1 - 2 / (9 * k) + 3.719 * Math.sqrt(2 / (9 * k))) ** 3;
};

interface Tally {
  expected: number;
  observed: number;
  variance: number;
  /** Events the market was offered on, and what a stake of 1 on each returned (odds when it won). */
  offered: number;
  returned: number;
  /** Σ p × odds over those events: the priced return. */
  priced: number;
}

/** Tallies by market group, then by market id. */
type Tallies = Map<string, Map<string, Tally>>;

const tallyOf = (tallies: Tallies, group: string, id: string): Tally => {
  const byId = tallies.get(group) ?? new Map<string, Tally>();
  tallies.set(group, byId);
  const tally = byId.get(id) ?? { expected: 0, observed: 0, variance: 0, offered: 0, returned: 0, priced: 0 };
  byId.set(id, tally);
  return tally;
};

/** The league's round draws in order: each event's result with its round number and position. */
function* drawnEvents(league: VirtualLeague, events: number) {
  const rounds = Math.ceil(events / league.matchesPerRound);
  for (let roundNo = 1; roundNo <= rounds; roundNo += 1) {
    const results = drawVirtualResults({
      leagueId: league.id,
      roundNo,
      seed: seedOf(league.id, roundNo),
      salt: SALT,
    });
    for (let index = 0; index < league.matchesPerRound; index += 1) {
      const result = results[index];
      if (!result) throw new Error('missing result');
      yield { roundNo, index, result };
    }
  }
}

/** The full path: every market of every event priced and settled one by one (slow: 400-830 markets per race). */
function calibrateEachMarket(league: VirtualLeague, events: number): Tallies {
  const tallies: Tallies = new Map();
  for (const { roundNo, index, result } of drawnEvents(league, events)) {
    for (const market of virtualEventMarkets(league, roundNo, index)) {
      const tally = tallyOf(tallies, market.group, market.id);
      const p = asNumber(market.probability);
      const odds = Number(market.odds);
      tally.expected += p;
      tally.variance += p * (1 - p);
      tally.offered += 1;
      tally.priced += p * odds;
      if (virtualMarketWins(league, roundNo, index, market.id, result)) {
        tally.observed += 1;
        tally.returned += odds;
      }
    }
  }
  return tallies;
}

/** A result's cell key (the model's: every market of the event settles the same on results of one key). */
function resultKey(league: VirtualLeague, result: VirtualResult): string {
  if ('order' in result) return raceModel.key(result);
  if ('overtime' in result) return basketballModel.key(result);
  if (league.sport === 'soccer') return soccerModel.key(result);
  throw new RangeError(`${league.id}: a result of another sport`);
}

/** One priced event shape (the same market list) and how often each result cell came up on it. */
interface EventShape {
  roundNo: number;
  index: number;
  markets: readonly VirtualMarketEntry[];
  events: number;
  cells: Map<string, { result: VirtualResult; count: number }>;
}

/**
 * The fast exact path: the same draws, but each event only counts its result's cell under its priced shape
 * (leagues repeat a few fixtures and fields, so the shapes are few); the markets are priced and settled once
 * per shape and per cell at the end. Equal to calibrateEachMarket on the same events (checked below).
 */
function calibrateByCell(league: VirtualLeague, events: number): Tallies {
  const shapes = new Map<readonly VirtualMarketEntry[], EventShape>();
  for (const { roundNo, index, result } of drawnEvents(league, events)) {
    const markets = virtualEventMarkets(league, roundNo, index);
    const shape = shapes.get(markets) ?? { roundNo, index, markets, events: 0, cells: new Map() };
    shapes.set(markets, shape);
    shape.events += 1;
    const key = resultKey(league, result);
    const cell = shape.cells.get(key) ?? { result, count: 0 };
    shape.cells.set(key, cell);
    cell.count += 1;
  }
  const tallies: Tallies = new Map();
  for (const shape of shapes.values()) {
    for (const market of shape.markets) {
      const tally = tallyOf(tallies, market.group, market.id);
      const p = asNumber(market.probability);
      const odds = Number(market.odds);
      tally.expected += shape.events * p;
      tally.variance += shape.events * p * (1 - p);
      tally.offered += shape.events;
      tally.priced += shape.events * p * odds;
      for (const { result, count } of shape.cells.values()) {
        if (!virtualMarketWins(league, shape.roundNo, shape.index, market.id, result)) continue;
        tally.observed += count;
        tally.returned += count * odds;
      }
    }
  }
  return tallies;
}

describe('the fast calibration path', () => {
  it.each(VIRTUAL_LEAGUES.map((l) => [l.id, l] as const))(
    '%s: counts exactly what pricing and settling every market of every event counts',
    (_, league) => {
      const sample = 120;
      const full = calibrateEachMarket(league, sample);
      const fast = calibrateByCell(league, sample);
      expect([...fast.keys()].sort()).toEqual([...full.keys()].sort());
      for (const [group, byId] of full) {
        const other = fast.get(group);
        expect([...(other?.keys() ?? [])].sort(), group).toEqual([...byId.keys()].sort());
        for (const [id, tally] of byId) {
          const cell = other?.get(id);
          expect(cell?.observed, id).toBe(tally.observed);
          expect(cell?.expected, id).toBeCloseTo(tally.expected, 9);
          expect(cell?.variance, id).toBeCloseTo(tally.variance, 9);
          expect(cell?.offered, id).toBe(tally.offered);
          expect(cell?.returned, id).toBeCloseTo(tally.returned, 9);
          expect(cell?.priced, id).toBeCloseTo(tally.priced, 9);
        }
      }
    },
  );
});

describe.each(VIRTUAL_LEAGUES.map((l) => [l.id, l] as const))('calibration of %s', (_, league) => {
  it(`observed frequencies match the priced probabilities over ${EVENTS} seeded events`, {
    timeout: Math.max(60_000, EVENTS * 20),
  }, () => {
    const tallies = calibrateByCell(league, EVENTS);
    const report: string[] = [];
    for (const [group, markets] of tallies) {
      const cells = [...markets.values()];
      const sum = (pick: (t: Tally) => number) => cells.reduce((total, t) => total + pick(t), 0);
      const margin = `priced RTP ${(sum((t) => t.priced) / sum((t) => t.offered)).toFixed(4)}, observed ${(sum((t) => t.returned) / sum((t) => t.offered)).toFixed(4)}`;
      if (group === 'place') {
        // A place pays several runners per race, so each selection is its own binomial check.
        let largest = 0;
        for (const [id, t] of markets) {
          const z = (t.observed - t.expected) / Math.sqrt(t.variance);
          largest = Math.max(largest, Math.abs(z));
          expect(Math.abs(z), `${league.id} ${id}: z ${z.toFixed(2)}`).toBeLessThan(4.5);
        }
        report.push(`${group}: largest |z| ${largest.toFixed(2)} (limit 4.5), ${margin}`);
        continue;
      }
      // Every other group's selections are disjoint and cover every result (checked in models.test).
      const { statistic, degrees } = pearson(cells);
      report.push(
        `${group}: χ² ${statistic.toFixed(1)} on ${degrees} df (critical ${critical(degrees).toFixed(1)}), ${margin}`,
      );
      expect(statistic, `${league.id} ${group}: χ² ${statistic.toFixed(1)} on ${degrees} df`).toBeLessThan(
        critical(degrees),
      );
    }
    // The opt-in full run prints its figures for docs/virtuals.md.
    if (process.env.KBET_VIRTUAL_EVENTS)
      console.info(`${league.id} at ${EVENTS} events\n  ${report.join('\n  ')}`);
  });
});

describe('the margin is what the league configures', () => {
  it.each(VIRTUAL_LEAGUES.map((l) => [l.id, l] as const))(
    '%s: p × odds ≤ RTP and within 0.01 × p of it',
    (_, league) => {
      const rtp = parseDecimal(league.rtp, 4);
      const rtpNum = rtp.num * 10n ** BigInt(4 - rtp.scale); // RTP in ten-thousandths
      for (let index = 0; index < league.matchesPerRound; index += 1) {
        for (const market of virtualEventMarkets(league, 1, index)) {
          const odds = parseDecimal(market.odds, 2);
          const hundredths = odds.num * 10n ** BigInt(2 - odds.scale);
          // p × odds ≤ rtp  ⇔  num × hundredths × 10000 ≤ rtpNum × 100 × den
          const paid = market.probability.num * hundredths * 10_000n;
          expect(paid <= rtpNum * 100n * market.probability.den, market.id).toBe(true);
          // floor to 0.01 costs at most 0.01 × p: p × (odds + 0.01) > rtp
          const next = market.probability.num * (hundredths + 1n) * 10_000n;
          expect(next > rtpNum * 100n * market.probability.den, market.id).toBe(true);
        }
      }
    },
  );

  it('places cover two runners below eight starters, three from eight', () => {
    expect(racePlaces(6)).toBe(2);
    expect(racePlaces(8)).toBe(3);
  });
});
