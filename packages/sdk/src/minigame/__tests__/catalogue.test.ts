import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ballMarketPrefix } from '../../constants/ballMarketPrefix';
import type { Fraction } from '../../odds/legFactor';
import { MINIGAME_FAMILIES } from '../minigameFamilies';
import { MINIGAME_GAMES } from '../minigameGames';
import {
  findMinigameMarket,
  minigameMarketOdds,
  minigameMarkets,
  minigameMarketWins,
} from '../minigameMarkets';
import { minigameOdds } from '../minigameOdds';
import { isRtpAboveCapError, MINIGAME_RTP, minigameRtpPolicy, rtpWithinCap } from '../minigameRtp';

const decimal = (s: string): Fraction => {
  const [whole = '', fraction = ''] = s.split('.');
  return { num: BigInt(whole + fraction), den: 10n ** BigInt(fraction.length) };
};
const atMost = (a: Fraction, b: Fraction) => a.num * b.den <= b.num * a.den;

describe('market catalogue', () => {
  it.each(MINIGAME_GAMES.map((g) => [g.id]))('%s: no market pays back more than its cap', (gameId) => {
    for (const entry of minigameMarkets(gameId)) {
      const price = minigameMarketOdds(gameId, entry.marketId);
      expect(price.odds).toBe(entry.odds);
      expect(atMost(price.rtp, decimal(entry.rtp)), `${entry.marketId} ${entry.odds}`).toBe(true);
      expect(atMost(price.rtp, decimal(entry.rtpCap)), entry.marketId).toBe(true);
      // Even priced at its cap, a market returns no more than the cap.
      expect(
        atMost(minigameMarketOdds(gameId, entry.marketId, entry.rtpCap).rtp, decimal(entry.rtpCap)),
      ).toBe(true);
      expect(price.hundredths > 100n && price.hundredths <= 10_000n, entry.marketId).toBe(true);
    }
  });

  it('refuses an operator RTP above the cap, or one that is not a decimal, with a typed error', () => {
    const above = () => minigameMarketOdds('donghang', 'normal-odd', '0.9701');
    expect(above).toThrow(expect.objectContaining({ code: 'RTP_ABOVE_CAP', cap: MINIGAME_RTP.cap }));
    try {
      above();
    } catch (error) {
      expect(isRtpAboveCapError(error)).toBe(true);
    }
    expect(() => minigameMarketOdds('token/roulette', 'zero', '0.96')).toThrow(
      expect.objectContaining({ code: 'RTP_ABOVE_CAP', cap: MINIGAME_RTP.longShotCap }),
    );
    for (const bad of ['1.5', '-0.9', '0.95%', '', '0.123456']) expect(rtpWithinCap(bad, '0.97')).toBe(false);
    expect(rtpWithinCap('1', '1.0')).toBe(true);
    expect(minigameMarketOdds('donghang', 'normal-odd', '0.9').odds).toBe('1.80');
  });

  it('floors odds: the largest 0.01 step whose return stays within the RTP asked for', () => {
    const rtp = fc
      .integer({ min: 5000, max: 10_000 })
      .map((n) => `${Math.floor(n / 10_000)}.${String(n % 10_000).padStart(4, '0')}`);
    const probability = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 18n }), fc.bigInt({ min: 1n, max: 10n ** 18n }))
      .map(([a, b]) => (a <= b ? { num: a, den: b } : { num: b, den: a }));
    fc.assert(
      fc.property(probability, rtp, (p, r) => {
        const { hundredths, rtp: realised } = minigameOdds(p, r);
        const target = decimal(r);
        const next = { num: (hundredths + 1n) * p.num, den: 100n * p.den };
        return atMost(realised, target) && !atMost(next, target);
      }),
      { seed: 21, numRuns: 300 },
    );
    expect(() => minigameOdds({ num: 0n, den: 1n }, '0.95')).toThrow(RangeError);
    expect(() => minigameOdds({ num: 3n, den: 2n }, '0.95')).toThrow(RangeError);
  });

  it('gives long shots (below 1 in 10) their own default and cap', () => {
    expect(minigameRtpPolicy({ num: 1n, den: 10n })).toEqual({ rtp: '0.95', cap: '0.97' });
    expect(minigameRtpPolicy({ num: 1n, den: 11n })).toEqual({ rtp: '0.93', cap: '0.95' });
    expect(findMinigameMarket('token/roulette', 'zero')).toMatchObject({
      rtp: '0.93',
      rtpCap: '0.95',
      odds: '34.41',
    });
    expect(findMinigameMarket('donghang', 'normal-odd-under')?.odds).toBe('3.88');
  });

  it("labels ball markets with the spec's prefixes, matching the code at the end of an odds id", () => {
    for (const entry of minigameMarkets('donghang')) {
      const prefix = ballMarketPrefix(`donghang_1_${entry.code}`);
      if (prefix) expect(entry.label.startsWith(`${prefix}볼 `), entry.marketId).toBe(true);
      if (prefix === '일반') expect(entry.marketId).toMatch(/^normal-(odd|even|under|over)$/);
      if (prefix === '파워') expect(entry.marketId).toMatch(/^power-(odd|even|under|over)$/);
    }
    for (const id of ['normal-odd', 'normal-over', 'power-odd', 'power-over']) {
      expect(findMinigameMarket('donghang', id)?.code).toBeDefined();
    }
  });

  it('settles through the same predicate, and only outcomes of the game family', () => {
    const outcome = { family: 'powerball', balls: [1, 2, 3, 4, 5], powerball: 9 } as const;
    expect(minigameMarketWins('donghang', 'normal-odd-under', outcome)).toBe(true);
    expect(minigameMarketWins('next', 'power-over', outcome)).toBe(true);
    expect(minigameMarketWins('next', 'power-under', outcome)).toBe(false);
    expect(() => minigameMarketWins('donghang-sadari', 'finish-odd', outcome)).toThrow(
      expect.objectContaining({ field: 'outcome' }),
    );
    expect(() => minigameMarketWins('donghang', 'nope', outcome)).toThrow(
      expect.objectContaining({ field: 'marketId' }),
    );
    expect(() => minigameMarkets('nope')).toThrow(expect.objectContaining({ field: 'gameId' }));
    expect(findMinigameMarket('donghang', 'nope')).toBeUndefined();
  });

  it('computes each family once and shares it across its games', () => {
    expect(minigameMarkets('donghang')).toBe(minigameMarkets('donghang'));
    expect(minigameMarkets('next').map((m) => m.odds)).toEqual(
      minigameMarkets('donghang').map((m) => m.odds),
    );
    expect(MINIGAME_FAMILIES.powerball.distribution()).toBe(MINIGAME_FAMILIES.powerball.distribution());
  });
});
