/** A member's wallets; the User object shows them as emoney, casinoMoney, point and comp. */
export const MEMBER_ACCOUNT_KINDS = ['emoney', 'casino', 'point', 'comp'] as const;
export type MemberAccountKind = (typeof MEMBER_ACCOUNT_KINDS)[number];

/**
 * The house's side of every movement. house_cash: play money issued and cash in/out;
 * house_bonus: points, comps, bonuses, roulette; house_bets: stakes held until settlement;
 * house_casino: transfers to and from game providers; house_adjust: staff balance adjustments.
 * House balances may go negative. Each kind is split into shard rows so that concurrent postings do not
 * queue on one row; houseBalance sums them.
 */
export const HOUSE_ACCOUNT_KINDS = [
  'house_cash',
  'house_bonus',
  'house_bets',
  'house_casino',
  'house_adjust',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export type AccountKind = MemberAccountKind | HouseAccountKind;

/** Names an account: a member's wallet, a house account, or a known account id. */
export type AccountRef =
  | { member: number; kind: MemberAccountKind }
  | { house: HouseAccountKind }
  | { id: number };
