import { checkMinigameStake, type MinigameLimits, type Product, VERTICAL, type Vertical } from '@kbet/sdk';
import type { Db, Sql, Tx } from '../../db/createSql';
import { type GroupCommit, inTurn } from '../../db/groupCommit';
import type { MemberRow } from '../../repositories';
import {
  createSingleLegBetsRepository,
  type NewSingleLegBet,
  type SingleLegGame,
  type SingleLegRefusal,
} from '../../repositories/createSingleLegBetsRepository';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import type { DomainError } from '../errors/domainError';
import { refusal } from '../errors/refusal';
import { InsufficientFundsError, postingJson, transferPostings } from '../ledger';
import { stakeTransfer } from './postStake';

/** Where each game's stakes are booked (partner turnover reads the vertical) and which rolling product they count as. */
const BOOKING: Readonly<Record<SingleLegGame, { vertical: Vertical; product: Product; memo: string }>> = {
  minigame: { vertical: VERTICAL.MINIGAME, product: 'minigame', memo: '미니게임 베팅' },
  virtual: { vertical: VERTICAL.VIRTUAL, product: 'virtual', memo: '가상스포츠 베팅' },
};

/**
 * A game's own refusals of the rules every one-leg bet shares: the stake's (the SDK's checkMinigameStake failure,
 * MINIGAME_BELOW_MIN, …) and each refusal of place_single_leg_bet but exclusion's (compliance §4, the same for all).
 */
export type SingleLegRefusals = {
  stake: (failure: { code: string; message: string }) => DomainError;
} & Readonly<Record<Exclude<SingleLegRefusal, 'timeout' | 'self_exclusion'>, () => DomainError>>;

/** What the game found before the statement: the round or event, the market, the odds and the commitment. */
export type SingleLegBetFound = Pick<
  NewSingleLegBet,
  'game' | 'scopeId' | 'marketId' | 'oppositeMarketIds' | 'odds' | 'commitment' | 'leg'
>;

export interface SingleLegPlacement {
  member: MemberRow;
  /** The request's Idempotency-Key and the hash of the request, claimed in the same statement. */
  key: string;
  requestHash: string;
  amount: number;
  /** Its potential payout under the level's limits (checkSingleLegStake). */
  expectedWin: number;
  ipAddress: string | null;
  /** The server's clock: the close check's instant and the bet's time. */
  now: Date;
  /** The member's level limits and the per-round or per-event caps (settings minigameBetting / virtualBetting). */
  limits: MinigameLimits;
  bet: SingleLegBetFound;
  refusals: SingleLegRefusals;
}

export interface SingleLegBetPlaced {
  id: number;
  emoney: number;
  commitment: string;
}

/** What a placement came to: the bet, the answer its key already stored, or a refusal that left nothing behind. */
export type SingleLegOutcome =
  | { kind: 'placed'; placed: SingleLegBetPlaced }
  | { kind: 'stored'; requestHash: string; responseStatus: number | null; responseBody: unknown }
  | { kind: 'refused'; error: Error };

/**
 * The level's limits on a stake (the SDK's checkMinigameStake, the rule the carts check before sending): the
 * bet's potential payout, or the game's refusal thrown. Needs no database, so it runs before the statement.
 * @example const expectedWin = checkSingleLegStake(amount, odds, limits, minigameBetRefusals);
 */
export function checkSingleLegStake(
  amount: number,
  odds: string,
  limits: MinigameLimits,
  refusals: SingleLegRefusals,
): number {
  const checked = checkMinigameStake(amount, odds, limits);
  if (!checked.ok) throw refusals.stake(checked);
  return checked.value;
}

/**
 * Places a one-leg game bet (mini-game, virtual) in the caller's transaction in one statement
 * (place_single_leg_bet): checks maintenance, the round or event still open, exclusion, the opposite-sides guard
 * and the per-scope caps under the member's lock, debits the stake (emoney → house_bets under the game's
 * vertical) and writes the slip, its leg, the game's row and the key's claim with its answer, all or nothing.
 * A used key gives its stored answer back and a refusal leaves nothing behind, both as values, so a wallet's bets
 * can share one transaction (group commit's runPipelined). Open bonus rolling then counts the stake, in turn.
 * @example const outcome = await placeSingleLegBet(tx, placement);
 */
export async function placeSingleLegBet(tx: Tx, placement: SingleLegPlacement): Promise<SingleLegOutcome> {
  const placed = await place(tx, placement, false);
  if (placed.kind === 'needs_transaction' || placed.kind === 'key_claimed')
    throw new Error('place_single_leg_bet refused the transaction it ran in');
  if (placed.kind === 'placed' && placed.openRolling) {
    const { member, amount, bet } = placement;
    const turnover = { product: BOOKING[bet.game].product, folderOdds: [bet.odds] };
    await inTurn(tx, () =>
      recordRollingProgress(tx, member.id, { amount, slipId: placed.placed.id, turnover }),
    );
  }
  return placed;
}

/**
 * placeSingleLegBet for a bet alone in its transaction: the one statement is the transaction (no BEGIN or
 * COMMIT round trips), unless the member has open rolling requirements, when it runs again in a transaction.
 * @example const outcome = await placeSingleLegBetAlone(app.sql, placement);
 */
export async function placeSingleLegBetAlone(
  sql: Sql,
  placement: SingleLegPlacement,
): Promise<SingleLegOutcome> {
  const placed = await place(sql, placement, true);
  // The same key's first use committed while this one ran, and this one undid itself: placed again, it
  // answers with that first use's stored answer.
  if (placed.kind === 'key_claimed') return placeSingleLegBetAlone(sql, placement);
  return placed.kind === 'needs_transaction' ? sql.begin((tx) => placeSingleLegBet(tx, placement)) : placed;
}

/**
 * A placement as the routes run it: a wallet's bets in flight together share one transaction (one round trip for
 * the lot, group commit's runPipelined); a lone bet is one statement.
 * @example const outcome = await placeSingleLegBetGrouped(app.groupCommit, app.sql, placement);
 */
export const placeSingleLegBetGrouped = (
  groupCommit: GroupCommit,
  sql: Sql,
  placement: SingleLegPlacement,
): Promise<SingleLegOutcome> =>
  groupCommit.runPipelined(
    placement.member.id,
    (tx) => placeSingleLegBet(tx, placement),
    () => placeSingleLegBetAlone(sql, placement),
  );

type Placement =
  | Exclude<SingleLegOutcome, { kind: 'placed' }>
  | { kind: 'placed'; placed: SingleLegBetPlaced; openRolling: boolean }
  | { kind: 'needs_transaction' }
  | { kind: 'key_claimed' };

async function place(db: Db, placement: SingleLegPlacement, standalone: boolean): Promise<Placement> {
  const { member, amount, bet, limits, refusals } = placement;
  const booking = BOOKING[bet.game];
  const stake = stakeTransfer({
    memberId: member.id,
    amount,
    vertical: booking.vertical,
    memo: booking.memo,
  });
  const row = await createSingleLegBetsRepository(db).place(
    {
      ...bet,
      memberId: member.id,
      key: placement.key,
      requestHash: placement.requestHash,
      amount,
      expectedWin: placement.expectedWin,
      maxStake: limits.roundMaxStake,
      maxWin: limits.roundMaxWin,
      ipAddress: placement.ipAddress,
      now: placement.now,
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
      const { accountId, kind, balance } = row;
      const error = new InsufficientFundsError({
        accountId,
        memberId: member.id,
        kind,
        amount: row.amount,
        balance,
      });
      return { kind: 'refused', error };
    }
    case 'refused': {
      const data = { until: row.refusedUntil?.toISOString() };
      if (row.refusal === 'timeout') return { kind: 'refused', error: refusal('RG_TIMEOUT_ACTIVE', data) };
      if (row.refusal === 'self_exclusion')
        return { kind: 'refused', error: refusal('RG_SELF_EXCLUDED', data) };
      return { kind: 'refused', error: refusals[row.refusal]() };
    }
    case 'placed':
      return {
        kind: 'placed',
        placed: { id: row.slipId, emoney: row.emoney, commitment: bet.commitment },
        openRolling: row.openRolling,
      };
  }
}
