import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseDecimal } from '../../odds/decimal';
import { drawVirtualResults } from '../drawVirtualRound';
import { racePlaces } from '../raceModel';
import { virtualRoundEvents } from '../virtualEvent';
import { VIRTUAL_LEAGUES, type VirtualLeague } from '../virtualLeagues';
import { virtualEventMarkets, virtualMarketWins } from '../virtualMarkets';

/**
 * Seeded events per league. The unit suite draws 3,000 per league (33,000 in all); the full check is
 * `KBET_VIRTUAL_EVENTS=1000000 npx vitest run --project sdk virtuals/__tests__/calibration` (about 10^6 per
 * league: about an hour on one core; 20,000 per league take 80 s). Seeds are fixed, so every run gives the same counts.
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
}

function calibrate(league: VirtualLeague) {
  const tallies = new Map<string, Map<string, Tally>>();
  const rounds = Math.ceil(EVENTS / league.matchesPerRound);
  for (let roundNo = 1; roundNo <= rounds; roundNo += 1) {
    const results = drawVirtualResults({
      leagueId: league.id,
      roundNo,
      seed: seedOf(league.id, roundNo),
      salt: SALT,
    });
    const events = virtualRoundEvents(league, roundNo);
    events.forEach((_, index) => {
      const result = results[index];
      if (!result) throw new Error('missing result');
      for (const market of virtualEventMarkets(league, roundNo, index)) {
        const group = tallies.get(market.group) ?? new Map<string, Tally>();
        tallies.set(market.group, group);
        // Race markets are counted by selection (runner numbers); team markets by id.
        const tally = group.get(market.id) ?? { expected: 0, observed: 0, variance: 0 };
        const p = asNumber(market.probability);
        tally.expected += p;
        tally.variance += p * (1 - p);
        if (virtualMarketWins(league, roundNo, index, market.id, result)) tally.observed += 1;
        group.set(market.id, tally);
      }
    });
  }
  return tallies;
}

describe.each(VIRTUAL_LEAGUES.map((l) => [l.id, l] as const))('calibration of %s', (_, league) => {
  it(`observed frequencies match the priced probabilities over ${EVENTS} seeded events`, {
    timeout: Math.max(60_000, EVENTS * 20),
  }, () => {
    const tallies = calibrate(league);
    for (const [group, markets] of tallies) {
      const cells = [...markets.values()];
      if (group === 'place') {
        // A place pays several runners per race, so each selection is its own binomial check.
        for (const [id, t] of markets) {
          const z = (t.observed - t.expected) / Math.sqrt(t.variance);
          expect(Math.abs(z), `${league.id} ${id}: z ${z.toFixed(2)}`).toBeLessThan(4.5);
        }
        continue;
      }
      // Every other group's selections are disjoint and cover every result (checked in models.test).
      const { statistic, degrees } = pearson(cells);
      expect(statistic, `${league.id} ${group}: χ² ${statistic.toFixed(1)} on ${degrees} df`).toBeLessThan(
        critical(degrees),
      );
    }
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
