import { type BetPlaced, type BetRequest, GAME_TYPE, VERTICAL } from '@kbet/sdk';
import type { Db, Sql, Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import {
  createBetsRepository,
  type NewSportsBet,
  type PlacedSportsBetRow,
} from '../../repositories/betsRepository';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { InsufficientFundsError } from '../ledger';
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
 * Places checked bets inside the caller's transaction in one statement (place_sports_bets), one outcome each
 * in their order: for each, the Idempotency-Key's claim, the stake (emoney → house_bets) and the slip with its
 * frozen legs and stored answer, all or nothing; or the key's stored answer; or the stake's refusal, which
 * leaves nothing behind. So a batch of group commit (createBetPlacer), of one wallet or of several, is one
 * call. Members with open bonus rolling requirements then have the stakes counted toward them, bet by bet.
 * @example const outcomes = await placeBets(tx, [{ member, key, requestHash, request, checked, ipAddress, now }]);
 */
export async function placeBets(tx: Tx, placements: readonly PlaceBetParams[]): Promise<PlaceBetOutcome[]> {
  const outcomes: PlaceBetOutcome[] = [];
  for (const [index, placed] of (await place(tx, placements, false)).entries()) {
    if (placed.kind === 'needs_transaction' || placed.kind === 'key_claimed')
      throw new Error('place_sports_bets refused the transaction it ran in');
    if (placed.kind === 'placed' && placed.openRolling) {
      const { checked, member } = placements[index]!;
      const rolling = { amount: checked.amount, slipId: placed.placed.id, turnover: checked.turnover };
      await recordRollingProgress(tx, member.id, rolling);
    }
    outcomes.push(placed);
  }
  return outcomes;
}

/**
 * Bets alone in their transaction: the one statement is the transaction (no BEGIN or COMMIT round trips, so a
 * batch of group commit costs one round trip and its commit answers it), unless a placed bet's member has open
 * rolling requirements, when the batch runs again in a transaction (placeBets).
 * @example const outcomes = await placeBetsAlone(app.sql, [{ member, key, requestHash, request, checked, ipAddress, now }]);
 */
export async function placeBetsAlone(
  sql: Sql,
  placements: readonly PlaceBetParams[],
): Promise<PlaceBetOutcome[]> {
  const placed = await place(sql, placements, true);
  const outcomes: PlaceBetOutcome[] = [];
  for (const outcome of placed) {
    // A key's first use committed while this ran, and the statement undid itself: placed again, that key
    // answers with the first use's stored answer.
    if (outcome.kind === 'key_claimed') return placeBetsAlone(sql, placements);
    if (outcome.kind === 'needs_transaction') return sql.begin((tx) => placeBets(tx, placements));
    outcomes.push(outcome);
  }
  return outcomes;
}

/**
 * A bet alone in its transaction (placeBetsAlone of one).
 * @example const outcome = await placeBetAlone(app.sql, { member, key, requestHash, request, checked, ipAddress, now });
 */
export async function placeBetAlone(sql: Sql, params: PlaceBetParams): Promise<PlaceBetOutcome> {
  const [outcome] = await placeBetsAlone(sql, [params]);
  return outcome!;
}

type Placement =
  | Exclude<PlaceBetOutcome, { kind: 'placed' }>
  | { kind: 'placed'; placed: BetPlaced; openRolling: boolean }
  | { kind: 'needs_transaction' }
  | { kind: 'key_claimed' };

const sportsBet = ({
  member,
  key,
  requestHash,
  request,
  checked,
  ipAddress,
  now,
}: PlaceBetParams): NewSportsBet => ({
  memberId: member.id,
  key,
  requestHash,
  slip: {
    gameType: checked.inPlay ? GAME_TYPE.LIVE : GAME_TYPE.SPORTS,
    gameStyle: request.gameStyle,
    gameDetailType: request.gameDetailType,
    amount: checked.amount,
    totalRatio: checked.totalRatio,
    expectedWin: checked.expectedWin,
    changeFlag: request.changeFlag,
    ipAddress,
    createdAt: now,
  },
  legs: checked.legs.map((offer, index) => ({
    position: index + 1,
    offer,
    betTimingScore: isInPlay(offer) ? `${offer.homeScore}:${offer.awayScore}` : null,
  })),
  stake: stakeTransfer({
    memberId: member.id,
    amount: checked.amount,
    vertical: VERTICAL.SPORTS,
    memo: '스포츠 베팅',
  }),
});

/** A row of place_sports_bets as the placement it answers. */
function placement(row: PlacedSportsBetRow, memberId: number): Placement {
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
        error: new InsufficientFundsError({ accountId, memberId, kind, amount, balance }),
      };
    }
    case 'placed':
      return { kind: 'placed', placed: { id: row.slipId, emoney: row.emoney }, openRolling: row.openRolling };
  }
}

async function place(
  db: Db,
  placements: readonly PlaceBetParams[],
  standalone: boolean,
): Promise<Placement[]> {
  const rows = await createBetsRepository(db).placeSportsBets(placements.map(sportsBet), standalone);
  return rows.map((row, index) => placement(row, placements[index]!.member.id));
}
