import { FIXTURE_STATUS, UPCOMING_FIXTURE_STATUSES } from '@kbet/sdk';
import { ODDS_STATUS } from '../feed/feedStatus';

/** A feed odds row's settlement before its result. */
const NOT_SETTLED = 0;

/**
 * A selection as it stands now: a feed odds row with its market, fixture and names, or a bonus item
 * (spec §3: fixtureId 'bonus'). Prices and versions are exact strings.
 */
export interface LegOffer {
  oddsId: string;
  isBonus: boolean;
  /** The feed fixture id as a string, 'bonus' for the bonus item. */
  fixtureId: string;
  sportId: number | null;
  marketId: number | null;
  price: string;
  version: string;
  /** Feed odds status: 0 NotSet, 1 Open, 2 Suspended, 3 Settled (an inactive bonus item reads 2). */
  oddsStatus: number;
  settlement: number;
  marketVoided: boolean;
  fixtureStatus: number | null;
  startDate: Date | null;
  homeScore: number | null;
  awayScore: number | null;
  sportsName: string;
  locationName: string;
  leagueName: string;
  homeName: string;
  awayName: string;
  betName: string;
  betLine: string | null;
  betBaseline: string | null;
  marketName: string;
  marketNameKorean: string;
  marketPeriod: number | null;
  /** The bonus item's rule; null for feed odds. */
  bonusMinOdds: string | null;
  bonusMinCount: number | null;
}

/**
 * Whether the fixture is being played now: such a bet is in-play (game type 2) and waits the sport's
 * liveBettingTime before it is accepted.
 * @example isInPlay({ ...offer, fixtureStatus: 2 }) // true
 */
export const isInPlay = (offer: LegOffer): boolean =>
  !offer.isBonus && offer.fixtureStatus === FIXTURE_STATUS.IN_PROGRESS;

/**
 * Whether a selection can be bet now: the odds are open and unsettled, the market is not voided, and the
 * fixture is in play or has not started yet (a pre-match fixture past its start time is closed).
 * @example isOfferOpen(offer, new Date())
 */
export function isOfferOpen(offer: LegOffer, now: Date): boolean {
  if (offer.oddsStatus !== ODDS_STATUS.OPEN) return false;
  if (offer.isBonus) return true;
  if (offer.settlement !== NOT_SETTLED || offer.marketVoided) return false;
  if (offer.fixtureStatus === FIXTURE_STATUS.IN_PROGRESS) return true;
  const notStarted = offer.fixtureStatus !== null && UPCOMING_FIXTURE_STATUSES.includes(offer.fixtureStatus);
  return notStarted && offer.startDate !== null && offer.startDate.getTime() > now.getTime();
}
