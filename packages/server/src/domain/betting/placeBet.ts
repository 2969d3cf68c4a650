import {
  type BettingLimits as BetLimits,
  type BetPlaced,
  type BetRequest,
  type CombinationMatrix,
  GAME_TYPE,
  VERTICAL,
} from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import { createBetsRepository } from '../../repositories/betsRepository';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { checkBet } from './checkBet';
import { isInPlay, type LegOffer } from './legOffer';
import { OddsChangedFailure } from './oddsChangedFailure';
import { cashAfter, postStake } from './postStake';

export interface PlaceBetParams {
  member: MemberRow;
  request: BetRequest;
  limits: BetLimits;
  ipAddress: string | null;
  now: Date;
  /**
   * The selections as read just before the transaction, when the bet did not wait in between (a
   * pre-match bet): one read fewer. Without them placeBet reads them in its transaction.
   */
  offers?: readonly LegOffer[];
  /** The operator's same-fixture matrix (checkBet). */
  combinations?: CombinationMatrix;
}

/**
 * Places a bet inside the caller's (idempotent) transaction: refuses excluded members, checks the
 * request against the current prices (checkBet), and writes the slip with frozen legs and the stake
 * debit (emoney → house_bets) together, counting the stake toward bonus rolling. Moved odds throw
 * OddsChangedFailure and leave nothing behind. An in-play bet has waited its liveBettingTime before (liveBetDelayMs).
 * @example const placed = await placeBet(tx, { member, request, limits, ipAddress, now });
 */
export async function placeBet(tx: Tx, params: PlaceBetParams): Promise<BetPlaced> {
  const { member, request, now } = params;
  const bets = createBetsRepository(tx);
  // Independent reads go out together: one round trip on the transaction's connection.
  const [, offers, slipId] = await Promise.all([
    assertNotExcluded(tx, member.id, now),
    params.offers ?? bets.findOffers(request.bettings.map((betting) => betting.oddsId)),
    bets.reserveSlipId(),
  ]);
  const checked = checkBet({
    request,
    offers,
    limits: params.limits,
    now,
    combinations: params.combinations,
  });
  if (checked.kind === 'changed') throw new OddsChangedFailure(checked.changes);

  const { inPlay } = checked;

  // The slip's rows, the stake's posting and the rolling lookup are pipelined on the one connection (one
  // round trip, run in this order, so rolling progress finds the member row locked by the ledger); all
  // commit or none.
  const [, posted] = await Promise.all([
    bets.insertSlip(
      {
        id: slipId,
        memberId: member.id,
        gameType: inPlay ? GAME_TYPE.LIVE : GAME_TYPE.SPORTS,
        gameStyle: request.gameStyle,
        gameDetailType: request.gameDetailType,
        amount: checked.amount,
        totalRatio: checked.totalRatio,
        expectedWin: checked.expectedWin,
        changeFlag: request.changeFlag,
        ipAddress: params.ipAddress,
        createdAt: now,
      },
      checked.legs.map((offer, index) => ({
        position: index + 1,
        offer,
        betTimingScore: isInPlay(offer) ? `${offer.homeScore}:${offer.awayScore}` : null,
      })),
    ),
    postStake(tx, {
      memberId: member.id,
      slipId,
      amount: checked.amount,
      vertical: VERTICAL.SPORTS,
      memo: '스포츠 베팅',
    }),
    recordRollingProgress(tx, member.id, { amount: checked.amount, slipId, turnover: checked.turnover }),
  ]);
  return { id: slipId, emoney: cashAfter(posted, member.id) };
}
