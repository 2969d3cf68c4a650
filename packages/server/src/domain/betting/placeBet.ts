import { type BetPlaced, type BetRequest, GAME_TYPE, VERTICAL } from '@kbet/sdk';
import type { Db, Sql, Tx } from '../../db/createSql';
import { inTurn } from '../../db/groupCommit';
import type { MemberRow } from '../../repositories';
import { createBetsRepository } from '../../repositories/betsRepository';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { InsufficientFundsError, postingJson, transferPostings } from '../ledger';
import type { CheckBetResult } from './checkBet';
import { isInPlay } from './legOffer';
import { stakeTransfer } from './postStake';

export interface PlaceBetParams {
  member: MemberRow;
  /** The request's Idempotency-Key and the hash of the request, claimed in the same statement. */
  key: string;
  requestHash: string;
  request: BetRequest;
  /** checkBet's acceptance of the request at the prices read just before the transaction. */
  checked: Extract<CheckBetResult, { kind: 'accepted' }>;
  ipAddress: string | null;
  now: Date;
}

/** What a placement came to: the bet, the answer its key already stored, or the stake's refusal. */
export type PlaceBetOutcome =
  | { kind: 'placed'; placed: BetPlaced }
  | { kind: 'stored'; requestHash: string; responseStatus: number | null; responseBody: unknown }
  | { kind: 'refused'; error: InsufficientFundsError };

/**
 * Places a checked bet inside the caller's transaction in one statement (place_sports_bet): claims the
 * Idempotency-Key, debits the stake (emoney → house_bets) and writes the slip with its frozen legs and the
 * stored answer, all or nothing. A key already used gives its stored answer back and a refused stake leaves
 * nothing behind, both as values, so a hot wallet's bets can share one transaction (group commit's
 * runPipelined). A member with open bonus rolling requirements then has the stake counted toward them, in
 * turn with the other bets of the transaction.
 * @example const outcome = await placeBet(tx, { member, key, requestHash, request, checked, ipAddress, now });
 */
export async function placeBet(tx: Tx, params: PlaceBetParams): Promise<PlaceBetOutcome> {
  const placed = await place(tx, params, false);
  if (placed.kind === 'needs_transaction' || placed.kind === 'key_claimed')
    throw new Error('place_sports_bet refused the transaction it ran in');
  if (placed.kind === 'placed' && placed.openRolling) {
    const { checked, member } = params;
    const rolling = { amount: checked.amount, slipId: placed.placed.id, turnover: checked.turnover };
    await inTurn(tx, () => recordRollingProgress(tx, member.id, rolling));
  }
  return placed;
}

/**
 * placeBet for a bet alone in its transaction: the one statement is the transaction (no BEGIN or COMMIT
 * round trips), unless the member has open rolling requirements, when it runs again in a transaction.
 * @example const outcome = await placeBetAlone(app.sql, { member, key, requestHash, request, checked, ipAddress, now });
 */
export async function placeBetAlone(sql: Sql, params: PlaceBetParams): Promise<PlaceBetOutcome> {
  const placed = await place(sql, params, true);
  // The same key's first use committed while this one ran, and this one undid itself: placed again, it
  // answers with that first use's stored answer.
  if (placed.kind === 'key_claimed') return placeBetAlone(sql, params);
  return placed.kind === 'needs_transaction' ? sql.begin((tx) => placeBet(tx, params)) : placed;
}

type Placement =
  | Exclude<PlaceBetOutcome, { kind: 'placed' }>
  | { kind: 'placed'; placed: BetPlaced; openRolling: boolean }
  | { kind: 'needs_transaction' }
  | { kind: 'key_claimed' };

async function place(db: Db, params: PlaceBetParams, standalone: boolean): Promise<Placement> {
  const { member, request, checked, now } = params;
  const stake = stakeTransfer({
    memberId: member.id,
    amount: checked.amount,
    vertical: VERTICAL.SPORTS,
    memo: '스포츠 베팅',
  });
  const row = await createBetsRepository(db).placeSportsBet(
    {
      memberId: member.id,
      key: params.key,
      requestHash: params.requestHash,
      slip: {
        gameType: checked.inPlay ? GAME_TYPE.LIVE : GAME_TYPE.SPORTS,
        gameStyle: request.gameStyle,
        gameDetailType: request.gameDetailType,
        amount: checked.amount,
        totalRatio: checked.totalRatio,
        expectedWin: checked.expectedWin,
        changeFlag: request.changeFlag,
        ipAddress: params.ipAddress,
        createdAt: now,
      },
      legs: checked.legs.map((offer, index) => ({
        position: index + 1,
        offer,
        betTimingScore: isInPlay(offer) ? `${offer.homeScore}:${offer.awayScore}` : null,
      })),
      stake: { ...stake, postings: transferPostings(stake).map(postingJson) },
    },
    standalone,
  );
  switch (row.outcome) {
    case 'needs_transaction':
    case 'key_claimed':
      return { kind: row.outcome };
    case 'stored': {
      const { requestHash, responseStatus, responseBody } = row;
      return { kind: 'stored', requestHash, responseStatus, responseBody };
    }
    case 'insufficient': {
      const { accountId, kind, amount, balance } = row;
      return {
        kind: 'refused',
        error: new InsufficientFundsError({ accountId, memberId: member.id, kind, amount, balance }),
      };
    }
    case 'placed':
      return { kind: 'placed', placed: { id: row.slipId, emoney: row.emoney }, openRolling: row.openRolling };
  }
}
