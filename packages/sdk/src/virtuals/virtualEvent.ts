import { type BasketballMatch, type BasketballResult, basketballModel } from './basketballModel';
import { type RaceField, type RaceResult, raceModel } from './raceModel';
import { type SoccerMatch, type SoccerResult, soccerModel } from './soccerModel';
import type { VirtualLeague } from './virtualLeagues';
import type { VirtualModel } from './virtualModel';
import { virtualRoundCard } from './virtualRoundCard';

/** Any event's result; the league's sport says which. */
export type VirtualResult = SoccerResult | BasketballResult | RaceResult;

/** One event of a round with the model that draws and prices it. */
export type VirtualEvent =
  | {
      readonly kind: 'soccer';
      readonly event: SoccerMatch;
      readonly model: VirtualModel<SoccerMatch, SoccerResult>;
    }
  | {
      readonly kind: 'basketball';
      readonly event: BasketballMatch;
      readonly model: VirtualModel<BasketballMatch, BasketballResult>;
    }
  | { readonly kind: 'race'; readonly event: RaceField; readonly model: VirtualModel<RaceField, RaceResult> };

/**
 * The events of a league's round, in order: its matches, or its one race.
 * @example virtualRoundEvents(premierships, 1).length // 4
 */
export function virtualRoundEvents(league: VirtualLeague, roundNo: number): VirtualEvent[] {
  const card = virtualRoundCard(league, roundNo);
  const entrant = (i: number) => league.entrants[i] as VirtualLeague['entrants'][number];
  if (card.kind === 'race') {
    return [{ kind: 'race', event: { runners: card.runners.map(entrant) }, model: raceModel }];
  }
  return card.matches.map((m) => {
    const match = { home: entrant(m.home), away: entrant(m.away) };
    return league.sport === 'basketball'
      ? { kind: 'basketball', event: match, model: basketballModel }
      : { kind: 'soccer', event: match, model: soccerModel };
  });
}
