import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MIN_BET } from '../../constants/limits';
import { expectedWin } from '../../odds/expectedWin';
import { checkMinigameStake } from '../checkMinigameStake';
import { minigameCloseSecondsRange, validateMinigameCloseSeconds } from '../minigameCloseSeconds';
import { findMinigameGame, MINIGAME_GAMES } from '../minigameGames';
import { minigameLevelLimits } from '../minigameLevelLimits';
import { minigameMarketOdds, minigameMarkets } from '../minigameMarkets';
import { MINIGAME_MESSAGES } from '../minigameMessages';
import { minigameRoundOdds } from '../minigameRoundOdds';
import { MINIGAME_RTP } from '../minigameRtp';
import { rtpFromPercent, rtpPercent } from '../rtpPercent';
import { validateMinigameLimits } from '../validateMinigameLimits';
import { validateMinigameRtp } from '../validateMinigameRtp';

const UPDOWN = findMinigameGame('oddgame/updown30');
const LIMITS = {
  levels: {
    '1': { minBet: 5_000, maxBet: 100_000, maxWin: 150_000 },
    '2': { minBet: 5_000, maxBet: 200_000, maxWin: 300_000 },
  },
  roundMaxStake: 500_000,
  roundMaxWin: 1_000_000,
};

describe('RTP in percent', () => {
  it('reads and writes percents with at most 2 decimals, exactly', () => {
    expect([rtpFromPercent('97'), rtpFromPercent('96.5'), rtpFromPercent('80.25')]).toEqual([
      '0.97',
      '0.965',
      '0.8025',
    ]);
    expect(['0.97', '0.965', '0.9500', '1'].map(rtpPercent)).toEqual(['97', '96.5', '95', '100']);
    for (const bad of ['', '96.555', '-5', '101', '1e2', '9 7', '0x10', '97%', '１'])
      expect(rtpFromPercent(bad), bad).toBeUndefined();
  });

  it('round-trips every percent from 0 to 100 in hundredths', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (hundredths) => {
        const percent = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
        const rtp = rtpFromPercent(percent);
        expect(rtp).toBeDefined();
        expect(Number(rtpPercent(rtp ?? '')) * 100).toBeCloseTo(hundredths, 6);
      }),
    );
  });
});

describe('validateMinigameRtp', () => {
  it('takes an RTP from the floor to the market’s cap, and refuses the rest with a Korean message', () => {
    expect(validateMinigameRtp('oddgame/updown30', 'up', '0.97')).toEqual({ ok: true, value: '0.97' });
    expect(validateMinigameRtp('oddgame/updown30', 'up', MINIGAME_RTP.floor).ok).toBe(true);
    expect(validateMinigameRtp('oddgame/updown30', 'up', '0.9701')).toEqual({
      ok: false,
      code: 'RTP_ABOVE_CAP',
      message: '환수율은 97% 이하로 설정해 주세요.',
      field: 'rtp.up',
    });
    // A long shot's cap is lower.
    expect(validateMinigameRtp('oddgame/updown30', 'same', '0.96')).toMatchObject({
      code: 'RTP_ABOVE_CAP',
      message: '환수율은 95% 이하로 설정해 주세요.',
    });
    expect(validateMinigameRtp('oddgame/updown30', 'up', '0.7999')).toMatchObject({
      code: 'RTP_BELOW_FLOOR',
      message: '환수율은 80% 이상으로 설정해 주세요.',
    });
    for (const bad of ['96', '0.95%', '', ' 0.95', '0.123456', '1.5', '-0.9'])
      expect(validateMinigameRtp('oddgame/updown30', 'up', bad), bad).toMatchObject({
        code: 'RTP_INVALID',
        message: MINIGAME_MESSAGES.RTP_INVALID,
      });
    expect(validateMinigameRtp('oddgame/updown30', 'nope', '0.95')).toMatchObject({
      code: 'MINIGAME_UNKNOWN_MARKET',
    });
  });

  it('prices every market of every game above 1.01 at any RTP it accepts', () => {
    const markets = MINIGAME_GAMES.flatMap((g) => minigameMarkets(g.id));
    fc.assert(
      fc.property(fc.constantFrom(...markets), fc.integer({ min: 8_000, max: 9_700 }), (market, units) => {
        const rtp = `0.${String(units).padStart(4, '0')}`;
        if (!validateMinigameRtp(market.gameId, market.marketId, rtp).ok) return;
        const { hundredths } = minigameMarketOdds(market.gameId, market.marketId, rtp);
        expect(hundredths).toBeGreaterThan(101n);
      }),
    );
  });
});

describe('minigameRoundOdds', () => {
  it('prices every market at its default RTP unless one is set', () => {
    for (const game of MINIGAME_GAMES) {
      const odds = minigameRoundOdds(game.id, {});
      expect(Object.keys(odds)).toEqual(minigameMarkets(game.id).map((m) => m.marketId));
      for (const market of minigameMarkets(game.id)) expect(odds[market.marketId]).toBe(market.odds);
    }
    const set = minigameRoundOdds('oddgame/updown30', { up: '0.965' });
    expect([set.up, set.down]).toEqual(['2.05', '2.01']);
  });

  it('prices a stored RTP above the cap (or malformed) at the cap, never above', () => {
    const odds = minigameRoundOdds('oddgame/updown30', { up: '0.99', down: 'x', same: '0.97' });
    expect(odds.up).toBe(minigameMarketOdds('oddgame/updown30', 'up', '0.97').odds);
    expect(odds.down).toBe(minigameMarketOdds('oddgame/updown30', 'down', '0.97').odds);
    expect(odds.same).toBe(minigameMarketOdds('oddgame/updown30', 'same', '0.95').odds);
  });
});

describe('close seconds', () => {
  it('allows from 3 s to a third of the round', () => {
    expect(minigameCloseSecondsRange(30)).toEqual({ min: 3, max: 10 });
    expect(minigameCloseSecondsRange(300)).toEqual({ min: 3, max: 100 });
    if (!UPDOWN) throw new Error('updown30 missing');
    expect(validateMinigameCloseSeconds(UPDOWN, 10)).toEqual({ ok: true, value: 10 });
    for (const bad of [2, 11, 5.5, Number.NaN])
      expect(validateMinigameCloseSeconds(UPDOWN, bad)).toEqual({
        ok: false,
        code: 'MINIGAME_CLOSE_SECONDS_RANGE',
        message: '베팅 마감 시간은 3초에서 10초 사이로 설정해 주세요.',
        field: 'closeSeconds',
      });
  });
});

describe('mini-game limits', () => {
  it('gives a member the limits of their level (staff roles take the top level; none stored: no bet)', () => {
    expect(minigameLevelLimits(LIMITS, 2)).toEqual({
      ...LIMITS.levels['2'],
      roundMaxStake: 500_000,
      roundMaxWin: 1_000_000,
    });
    expect(minigameLevelLimits(LIMITS, 0).maxBet).toBe(100_000);
    expect(minigameLevelLimits(undefined, 1)).toEqual({
      minBet: MIN_BET,
      maxBet: 0,
      maxWin: 0,
      roundMaxStake: 0,
      roundMaxWin: 0,
    });
  });

  it('holds a stake to min bet, max bet and the max win of its floored payout', () => {
    const level = LIMITS.levels['1'];
    expect(checkMinigameStake(4_999, '2.00', level)).toMatchObject({ code: 'MINIGAME_BELOW_MIN' });
    expect(checkMinigameStake(100_001, '1.10', level)).toMatchObject({ code: 'MINIGAME_OVER_MAX' });
    expect(checkMinigameStake(75_000, '2.00', level)).toEqual({ ok: true, value: 150_000 });
    expect(checkMinigameStake(75_001, '2.00', level)).toEqual({
      ok: false,
      code: 'MINIGAME_OVER_MAX_WIN',
      message: MINIGAME_MESSAGES.MINIGAME_OVER_MAX_WIN,
    });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 300_000 }), fc.integer({ min: 101, max: 5_000 }), (amount, h) => {
        const odds = (h / 100).toFixed(2);
        const checked = checkMinigameStake(amount, odds, level);
        const win = expectedWin(amount, [{ odds }]);
        const passes = amount >= level.minBet && amount <= level.maxBet && win <= level.maxWin;
        expect(checked.ok).toBe(passes);
        if (checked.ok) expect(checked.value).toBe(win);
      }),
    );
  });

  it('refuses stored limits whose minimum bet is below the site’s or above the maximum', () => {
    expect(validateMinigameLimits(LIMITS)).toEqual({ ok: true, value: LIMITS });
    const low = {
      ...LIMITS,
      levels: { ...LIMITS.levels, '2': { minBet: MIN_BET - 1, maxBet: 10_000, maxWin: 1 } },
    };
    expect(validateMinigameLimits(low)).toEqual({
      ok: false,
      code: 'MINIGAME_LIMIT_MIN_BET',
      message: '최소 베팅금액은 5,000원 이상이어야 합니다.',
      field: 'levels.2.minBet',
    });
    const crossed = { ...LIMITS, levels: { '1': { minBet: 20_000, maxBet: 10_000, maxWin: 50_000 } } };
    expect(validateMinigameLimits(crossed)).toMatchObject({
      code: 'MINIGAME_LIMIT_MIN_OVER_MAX',
      message: MINIGAME_MESSAGES.MINIGAME_LIMIT_MIN_OVER_MAX,
      field: 'levels.1.minBet',
    });
  });
});
