import type { BettingLimits as BetLimits } from '@kbet/sdk';
import {
  addSelection,
  type BetRequest,
  type BetSlip,
  BONUS_FIXTURE_ID,
  type ChangedBetting,
  type CombinationMatrix,
  compareOdds,
  createBetSlip,
  expectedWin,
  type SlipSelection,
  slipGameDetailType,
  slipLegs,
  type Turnover,
  totalOdds,
  validateBet,
} from '@kbet/sdk';
import { bettingErrors } from './bettingErrors';
import { isInPlay, isOfferOpen, type LegOffer } from './legOffer';

export interface CheckBetParams {
  request: BetRequest;
  /** The current state of the requested selections, in any order. */
  offers: readonly LegOffer[];
  limits: BetLimits;
  now: Date;
  /** The operator's same-fixture matrix; the SDK default when absent. */
  combinations?: CombinationMatrix;
}

export type CheckBetResult =
  | { kind: 'changed'; changes: ChangedBetting[] }
  | {
      kind: 'accepted';
      /** The legs in the request's order. */
      legs: LegOffer[];
      amount: number;
      totalRatio: string;
      expectedWin: number;
      /** Whether a leg's fixture is being played now (an in-play slip). */
      inPlay: boolean;
      /** The stake as bonus rolling reads it: its product and its folders' odds (the bonus item left out). */
      turnover: Turnover;
    };

/** The offer's fixture id as the typed surface reads it (the bonus item's is BONUS_FIXTURE_ID). */
const fixtureIdOf = (offer: LegOffer): number => (offer.isBonus ? BONUS_FIXTURE_ID : Number(offer.fixtureId));

const toSelection = (offer: LegOffer): SlipSelection => ({
  id: offer.oddsId,
  fixtureId: fixtureIdOf(offer),
  sportId: offer.sportId ?? 0,
  marketId: offer.marketId ?? 0,
  betPrice: offer.price,
  version: offer.version,
  betName: offer.betName,
  betLine: offer.betLine,
  marketName: offer.marketName,
  ...(offer.isBonus && offer.bonusMinOdds !== null && offer.bonusMinCount !== null
    ? { bonusRule: { minOdds: offer.bonusMinOdds, minCount: offer.bonusMinCount } }
    : {}),
});

/**
 * The slip the SDK's bet-slip module builds from these selections; a selection it replaces or drops
 * (same fixture and market, a third selection of one fixture, a market family twice) means the member's
 * slip broke the same-fixture rules (spec §4), and one it refuses broke the operator's combination matrix
 * (BET_CORRELATED) or the event-folder rule (BET_EVENT_ONLY). The bonus item goes last, as its rule reads
 * the others.
 */
function buildSlip(
  request: BetRequest,
  legs: readonly LegOffer[],
  combinations?: CombinationMatrix,
): BetSlip {
  let slip = createBetSlip(request.gameStyle);
  for (const offer of [...legs.filter((l) => !l.isBonus), ...legs.filter((l) => l.isBonus)]) {
    const added = addSelection(slip, toSelection(offer), { combinations });
    if (!added.ok) throw bettingErrors.rule(added.code, added.message);
    slip = added.value;
  }
  if (slip.selections.length !== legs.length) throw bettingErrors.sameFixture();
  return slip;
}

/**
 * The server's checks of a bet request against the current prices (spec §4, §5, §7, §9), in order:
 * known selections of the fixture and sport sent; all open (else BET_SUSPENDED); prices and versions
 * unchanged (else the changed bettings with their old price); the same-fixture rules with the operator's
 * combination matrix, the event-folder rule and the bonus rule;
 * gameDetailType of the style and folder count; the member's totalRatio equal to the exact total odds;
 * then the SDK's validateBet with the role's limits. Refusals throw DomainErrors.
 * @example const checked = checkBet({ request, offers, limits, now: clock.now() });
 */
export function checkBet({ request, offers, limits, now, combinations }: CheckBetParams): CheckBetResult {
  const byId = new Map(offers.map((offer) => [offer.oddsId, offer]));
  const legs = request.bettings.map((betting) => {
    const offer = byId.get(betting.oddsId);
    if (
      !offer ||
      fixtureIdOf(offer) !== betting.fixtureId ||
      (!offer.isBonus && offer.sportId !== betting.sportId)
    ) {
      throw bettingErrors.unknownSelection();
    }
    return offer;
  });
  if (!legs.every((offer) => isOfferOpen(offer, now))) throw bettingErrors.suspended();

  const changes = request.bettings.flatMap((betting, index): ChangedBetting[] => {
    const offer = legs[index] as LegOffer;
    if (compareOdds(betting.betPrice, offer.price) === 0 && betting.version === offer.version) return [];
    return [
      {
        betPrice: offer.price,
        fixtureId: betting.fixtureId,
        oddsId: betting.oddsId,
        sportId: betting.sportId,
        version: offer.version,
        oldBetPrice: betting.betPrice,
      },
    ];
  });
  if (changes.length > 0) return { kind: 'changed', changes };

  const slip = buildSlip(request, legs, combinations);
  if (slipGameDetailType(slip) !== request.gameDetailType) throw bettingErrors.slipInvalid();
  const total = totalOdds(slipLegs(slip));
  if (total !== request.totalRatio) throw bettingErrors.ratioMismatch();
  const valid = validateBet({
    loggedIn: true,
    selections: slip.selections,
    amount: request.amounts,
    totalOdds: total,
    maxBet: limits.maxBet,
    maxWin: limits.maxWin,
  });
  if (!valid.ok) throw bettingErrors.rule(valid.code, valid.message);
  const inPlay = legs.some(isInPlay);

  return {
    kind: 'accepted',
    legs,
    amount: valid.value.amount,
    totalRatio: total,
    expectedWin: expectedWin(valid.value.amount, slipLegs(slip)),
    inPlay,
    turnover: {
      product: inPlay ? 'inplay' : 'sports',
      folderOdds: legs.filter((leg) => !leg.isBonus).map((leg) => leg.price),
    },
  };
}
