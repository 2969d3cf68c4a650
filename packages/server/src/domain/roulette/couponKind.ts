import { ROULETTE_COUPON_TYPE, type RouletteKind } from '@kbet/sdk';

/** Both wheels, each with its own coupons. */
export const COUPON_KINDS: readonly RouletteKind[] = ['normal', 'vip'];

/**
 * The wheel of a wire couponType (1 normal, 2 VIP).
 * @example couponKindOf(2) // 'vip'
 */
export const couponKindOf = (couponType: number): RouletteKind =>
  couponType === ROULETTE_COUPON_TYPE.vip ? 'vip' : 'normal';
