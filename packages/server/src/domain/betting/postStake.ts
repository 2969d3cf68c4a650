import type { Vertical } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { type PostedTransaction, type TransferInput, transfer } from '../ledger';

export interface PostStakeInput {
  memberId: number;
  slipId: number;
  amount: number;
  vertical: Vertical;
  /** The vertical's label on the ledger line (스포츠 베팅, 미니게임 베팅, …). */
  memo: string;
}

/**
 * A stake's ledger transfer (bet_stake, from the member's cash to the house's bets account), its slip aside.
 * @example const transfer = stakeTransfer({ memberId: 3, amount: 5000, vertical: 'sports', memo: '스포츠 베팅' });
 */
export const stakeTransfer = ({
  memberId,
  amount,
  vertical,
  memo,
}: Omit<PostStakeInput, 'slipId'>): Omit<TransferInput, 'ref'> => ({
  kind: 'bet_stake',
  vertical,
  memo,
  actorId: memberId,
  from: { member: memberId, kind: 'emoney' },
  to: { house: 'house_bets' },
  amount,
});

/**
 * A placed slip's stake, from the member's cash to the house's bets account, in the slip's transaction:
 * every vertical posts it the same way, so turnover reports read one kind (bet_stake) per slip.
 * @example const posted = await postStake(tx, { memberId, slipId, amount: 10_000, vertical: 'sports', memo: '스포츠 베팅' });
 */
export const postStake = (tx: Tx, { slipId, ...stake }: PostStakeInput): Promise<PostedTransaction> =>
  transfer(tx, { ...stakeTransfer(stake), ref: { type: 'bet_slip', id: slipId } });

/**
 * The member's cash after a posting (0 if the posting did not touch it).
 * @example const emoney = cashAfter(posted, memberId);
 */
export const cashAfter = (posted: PostedTransaction, memberId: number): number =>
  posted.balances.find((line) => line.memberId === memberId)?.balanceAfter ?? 0;
