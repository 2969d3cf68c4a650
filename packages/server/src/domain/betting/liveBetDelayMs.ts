import type { LegOffer } from './legOffer';
import { isInPlay, isOfferOpen } from './legOffer';

export interface LiveBetDelayParams {
  /** The bet's selections as they stand now (the bets repository's findOffers). */
  offers: readonly LegOffer[];
  /** Seconds an in-play bet waits, by sport id (settings liveBettingTime). */
  liveBettingTime: Readonly<Record<string, number>>;
  now: Date;
}

/**
 * How long a bet waits before it is placed (spec §4 liveBettingTime): the longest wait of the sports of its
 * open in-play selections, 0 for a pre-match bet. The caller waits on the app's clock outside any
 * transaction, so the wait holds no connection or lock; placeBet then checks the bet at the prices of
 * that moment (a bet that did not wait reuses the offers read for this).
 * @example await app.clock.sleep(liveBetDelayMs({ offers, liveBettingTime, now }));
 */
export function liveBetDelayMs({ offers, liveBettingTime, now }: LiveBetDelayParams): number {
  const seconds = offers
    .filter((offer) => isInPlay(offer) && isOfferOpen(offer, now))
    .map((offer) => liveBettingTime[String(offer.sportId)] ?? 0);
  return Math.max(0, ...seconds) * 1000;
}
