import * as z from 'zod/mini';
import { ROULETTE_COUPON_TYPE } from '../constants/roulette';
import { Count, Id, Won } from './common';

/** GET /card/user/count?memberId: roulette coupons held. */
export const CardCount = z.object({ normal: Count, vip: Count });

/** POST /card/choice: spin with a normal (1) or VIP (2) coupon. */
export const CardChoiceRequest = z.object({
  memberId: Id,
  couponType: z.literal([ROULETTE_COUPON_TYPE.normal, ROULETTE_COUPON_TYPE.vip]),
});

/** The roulette result: the points won (0 on a losing spin). */
export const RouletteResult = Won;

export type CardCount = z.infer<typeof CardCount>;
export type CardChoiceRequest = z.infer<typeof CardChoiceRequest>;
export type RouletteResult = z.infer<typeof RouletteResult>;
