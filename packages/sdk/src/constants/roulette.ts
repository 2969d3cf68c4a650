/** Roulette wheels (spec §4, §9): a normal and a VIP wheel, each spun with one coupon. */
export type RouletteKind = 'normal' | 'vip';

/** Point prizes on each wheel, in wheel order. */
export const ROULETTE_PRIZES: Readonly<Record<RouletteKind, readonly number[]>> = {
  normal: [0, 2_000, 4_000, 6_000, 8_000, 10_000, 20_000],
  vip: [0, 20_000, 30_000, 40_000, 60_000, 80_000, 100_000],
};

/** The point value the server reports for a losing spin. */
export const ROULETTE_LOSING_VALUE: Readonly<Record<RouletteKind, number>> = { normal: 1, vip: 0 };

/** `couponType` of POST /card/choice and of a staff coupon grant. */
export const ROULETTE_COUPON_TYPE = { normal: 1, vip: 2 } as const satisfies Record<RouletteKind, number>;

export type RouletteCouponType = (typeof ROULETTE_COUPON_TYPE)[RouletteKind];

export const ROULETTE_SPIN_MS = 2_000;
/** Pause between the wheel stopping and the result alert. */
export const ROULETTE_RESULT_DELAY_MS = 1_000;
