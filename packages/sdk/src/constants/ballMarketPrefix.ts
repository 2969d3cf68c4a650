/** Prefixes of ball-combination odd/even and under/over markets (spec §9). */
export const BALL_MARKET_PREFIX = { normal: '일반', power: '파워' } as const;

export type BallMarketPrefix = (typeof BALL_MARKET_PREFIX)[keyof typeof BALL_MARKET_PREFIX];

/**
 * The normal/power prefix of a ball-combination market from its odds id, whose last underscore-separated
 * part is the market code: 1-4 normal (일반), 18-21 power (파워), otherwise no prefix.
 * @example ballMarketPrefix('powerball_123_19') // '파워'
 */
export function ballMarketPrefix(oddsId: string): BallMarketPrefix | undefined {
  const code = oddsId.slice(oddsId.lastIndexOf('_') + 1);
  if (!/^\d+$/.test(code)) return undefined;
  const n = Number(code);
  if (n >= 1 && n <= 4) return BALL_MARKET_PREFIX.normal;
  if (n >= 18 && n <= 21) return BALL_MARKET_PREFIX.power;
  return undefined;
}
