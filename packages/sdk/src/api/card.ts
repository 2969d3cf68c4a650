import { type CardChoiceRequest, CardCount, RouletteResult } from '../schemas/card';
import type { CallInput, CallOptions, MoneyCallOptions, Send } from './createSend';

/** Roulette coupons (spec §7: /card/*; wire name roulleteCount kept). */
export const card = (send: Send) => ({
  /** GET /card/user/count?memberId: coupons held. */
  count: (memberId: number, options?: CallOptions) =>
    send('GET', '/card/user/count', CardCount, { query: { memberId }, options }),
  /** POST /card/choice: spin with a coupon; answers the points won. */
  spin: (body: CallInput<typeof CardChoiceRequest>, options?: MoneyCallOptions) =>
    send('POST', '/card/choice', RouletteResult, { body, options, money: true }),
  /** POST /card/roulleteCount/{id}: grant the coupons earned by today's deposit count; answers the new counts. */
  grantCountCoupons: (memberId: number, options?: MoneyCallOptions) =>
    send('POST', `/card/roulleteCount/${memberId}`, CardCount, { options, money: true }),
  /** POST /card/roulleteAmount/{id}: grant the coupons earned by today's deposit total; answers the new counts. */
  grantAmountCoupons: (memberId: number, options?: MoneyCallOptions) =>
    send('POST', `/card/roulleteAmount/${memberId}`, CardCount, { options, money: true }),
});
