import { checkMinigameStake, type MinigameLimits, type Product, VERTICAL, type Vertical } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import type { MemberRow } from '../../repositories';
import { createBetsRepository } from '../../repositories/betsRepository';
import {
  createSingleLegBetsRepository,
  type NewSingleLegBet,
  type SingleLegGame,
} from '../../repositories/createSingleLegBetsRepository';
import { recordRollingProgress } from '../bonus/recordRollingProgress';
import { lockMember } from '../charges/lockMember';
import type { DomainError } from '../errors/domainError';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import { cashAfter, postStake } from './postStake';

/** Where each game's stakes are booked (partner turnover reads the vertical) and which rolling product they count as. */
const BOOKING: Readonly<Record<SingleLegGame, { vertical: Vertical; product: Product; memo: string }>> = {
  minigame: { vertical: VERTICAL.MINIGAME, product: 'minigame', memo: '미니게임 베팅' },
  virtual: { vertical: VERTICAL.VIRTUAL, product: 'virtual', memo: '가상스포츠 베팅' },
};

/** A game's own refusals of the rules every one-leg bet shares. */
export interface SingleLegRefusals {
  /** A stake outside the level's limits: the SDK's checkMinigameStake failure (MINIGAME_BELOW_MIN, …). */
  stake: (failure: { code: string; message: string }) => DomainError;
  scopeStakeCap: () => DomainError;
  scopeWinCap: () => DomainError;
  oppositeSides: () => DomainError;
}

export interface PlaceSingleLegBetParams {
  member: MemberRow;
  amount: number;
  ipAddress: string | null;
  /** Read once the round is share-locked, so the close check and the bet's time are the same instant. */
  now: Date;
  /** The member's level limits and the per-round or per-event caps (settings minigameBetting / virtualBetting). */
  limits: MinigameLimits;
  /** What the game found: the round or event, the market, the odds and the commitment. */
  bet: Pick<NewSingleLegBet, 'game' | 'scopeId' | 'marketId' | 'odds' | 'commitment' | 'leg'>;
  /** Whether a market already backed on the same round or event is the other side of this one. */
  isOpposite: (placed: string, marketId: string) => boolean;
  refusals: SingleLegRefusals;
}

export interface SingleLegBetPlaced {
  id: number;
  emoney: number;
  commitment: string;
}

/**
 * The part of placing a one-leg game bet (mini-game, virtual) that every such game shares, after the game has
 * checked its round or event is open: exclusion, the level's limits (the SDK's checkMinigameStake, the rule the
 * carts check before sending), then under the member's lock the per-scope caps and the opposite-sides guard;
 * then the slip, the stake (emoney → house_bets under the game's vertical) and the bonus rolling are written
 * together in the caller's transaction. Any refusal throws before anything is written.
 * @example const placed = await placeSingleLegBet(tx, { member, amount, ipAddress, now, limits, bet, isOpposite, refusals });
 */
export async function placeSingleLegBet(
  tx: Tx,
  params: PlaceSingleLegBetParams,
): Promise<SingleLegBetPlaced> {
  const { member, amount, bet, limits, refusals } = params;
  await assertNotExcluded(tx, member.id, params.now);
  const checked = checkMinigameStake(amount, bet.odds, limits);
  if (!checked.ok) throw refusals.stake(checked);
  const win = checked.value;

  // One member's bets take turns from here (lock order: members, then accounts), so the caps read a settled total.
  await lockMember(tx, member.id);
  const bets = createSingleLegBetsRepository(tx);
  const mine = await bets.memberScope(bet.game, bet.scopeId, member.id);
  if (mine.marketIds.some((id) => params.isOpposite(id, bet.marketId))) throw refusals.oppositeSides();
  if (mine.stake + amount > limits.roundMaxStake) throw refusals.scopeStakeCap();
  if (mine.potentialWin + win > limits.roundMaxWin) throw refusals.scopeWinCap();

  const booking = BOOKING[bet.game];
  const slipId = await createBetsRepository(tx).reserveSlipId();
  await bets.insert({
    ...bet,
    slipId,
    memberId: member.id,
    amount,
    expectedWin: win,
    ipAddress: params.ipAddress,
    createdAt: params.now,
  });
  const posted = await postStake(tx, {
    memberId: member.id,
    slipId,
    amount,
    vertical: booking.vertical,
    memo: booking.memo,
  });
  await recordRollingProgress(tx, member.id, {
    amount,
    slipId,
    turnover: { product: booking.product, folderOdds: [bet.odds] },
  });
  return { id: slipId, emoney: cashAfter(posted, member.id), commitment: bet.commitment };
}
