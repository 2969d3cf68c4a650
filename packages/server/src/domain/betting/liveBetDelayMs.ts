import type { BetRequest } from '@kbet/sdk';
import type { Db } from '../../db/createSql';
import { createBetsRepository } from '../../repositories/betsRepository';
import { isInPlay, isOfferOpen } from './legOffer';

export interface LiveBetDelayParams {
  request: Pick<BetRequest, 'bettings'>;
  /** Seconds an in-play bet waits, by sport id (settings liveBettingTime). */
  liveBettingTime: Readonly<Record<string, number>>;
  now: Date;
}

/**
 * How long a bet waits before it is placed (spec §4 liveBettingTime): the longest wait of the sports of its
 * open in-play selections, 0 for a pre-match bet. The caller waits on the app's clock outside any
 * transaction, so the wait holds no connection or lock; placeBet then checks the bet at the prices of
 * that moment.
 * @example await app.clock.sleep(await liveBetDelayMs(app.sql, { request, liveBettingTime, now }));
 */
export async function liveBetDelayMs(
  db: Db,
  { request, liveBettingTime, now }: LiveBetDelayParams,
): Promise<number> {
  const offers = await createBetsRepository(db).findOffers(request.bettings.map((betting) => betting.oddsId));
  const seconds = offers
    .filter((offer) => isInPlay(offer) && isOfferOpen(offer, now))
    .map((offer) => liveBettingTime[String(offer.sportId)] ?? 0);
  return Math.max(0, ...seconds) * 1000;
}
