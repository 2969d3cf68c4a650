import { totalOdds } from '../odds/totalOdds';
import type { BetRequest } from '../schemas/betting';
import { type BetSlip, slipLegs } from './betSlip';
import { slipGameDetailType } from './slipGameDetailType';

export interface BetRequestParams {
  readonly memberId: number;
  readonly amount: number;
  /** True when re-sending after the member accepted changed odds. */
  readonly changeFlag?: boolean;
}

/**
 * The spec §3 bet request for this slip, as the BetRequest schema parses it (fixture ids as numbers; odds ids,
 * prices and versions as strings, exactly as received); the client encodes it for the wire.
 * @example toBetRequest(slip, { memberId: 7, amount: 10_000 }).totalRatio // '4.10'
 */
export const toBetRequest = (slip: BetSlip, params: BetRequestParams): BetRequest => ({
  memberId: params.memberId,
  totalRatio: totalOdds(slipLegs(slip)),
  amounts: params.amount,
  bettings: slip.selections.map((s) => ({
    betPrice: String(s.betPrice),
    fixtureId: s.fixtureId,
    oddsId: String(s.id),
    sportId: s.sportId,
    version: String(s.version),
  })),
  // The constants table and the schema's literal union are built from the same GAME_DETAIL_TYPES.
  gameDetailType: slipGameDetailType(slip) as BetRequest['gameDetailType'],
  gameStyle: slip.style,
  changeFlag: params.changeFlag ?? false,
});
