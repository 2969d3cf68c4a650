import { postTransaction, type Sql } from '@kbet/server/testing';

export interface TestPlay {
  memberId: number;
  /** `deposit` (from the house cash), `deposit_bonus` (from the house bonus) or a play kind such as `bet_stake`. */
  kind: string;
  /** Signed won on the member's cash wallet: a stake is negative, a payout positive. */
  amount: number;
  vertical?: 'sports' | 'minigame' | 'virtual' | 'casino' | 'slot';
}

let nextRef = 0;

/**
 * One ledger movement of a member posted now, for tests of reports and partner settlement that need play
 * without going through a game.
 * @example await postTestPlay(sql, { memberId, kind: 'bet_stake', amount: -10_000, vertical: 'sports' });
 */
export function postTestPlay(sql: Sql, { memberId, kind, amount, vertical }: TestPlay) {
  const house = kind === 'deposit' ? 'house_cash' : kind === 'deposit_bonus' ? 'house_bonus' : 'house_bets';
  nextRef += 1;
  return sql.begin((tx) =>
    postTransaction(tx, {
      kind,
      vertical,
      ref: { type: 'test', id: nextRef },
      actorId: null,
      postings: [
        { account: { member: memberId, kind: 'emoney' }, amount },
        { account: { house }, amount: -amount },
      ],
    }),
  );
}
