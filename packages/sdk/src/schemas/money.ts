import * as z from 'zod/mini';
import { CHARGE_TYPE } from '../constants/chargeType';
import { validateCoinDeposit } from '../validation/validateCoinDeposit';
import { validateCompConvert, validatePointConvert } from '../validation/validatePointConvert';
import { amount, Count, Flag, Id, Int, IsoDateTime, IsoDay, page, SignedWon, Text, Won } from './common';

/** A line of GET /point/user/{id}. */
export const PointLog = z.object({
  createdAt: IsoDateTime,
  pointMemo: z.string(),
  point: SignedWon,
  totalPoint: Won,
});

/** A line of GET /comp/user/{id}. */
export const CompLog = z.object({
  createdAt: IsoDateTime,
  compMemo: z.string(),
  comp: SignedWon,
  totalComp: Won,
});

// userUpdatedAt is the User.updatedAt the member saw, so a conversion against a stale balance is refused.
const conversion = { memberId: Id, userUpdatedAt: IsoDateTime };

/** POST /emoney/pointToEmoney. */
export const PointToEmoneyRequest = z.object({ ...conversion, point: amount(validatePointConvert) });

/** POST /emoney/compToEmoney. */
export const CompToEmoneyRequest = z.object({ ...conversion, comp: amount(validateCompConvert) });

/** A deposit or withdrawal record (spec §3). */
export const Charge = z.object({
  id: Id,
  memberId: Id,
  /** 0 deposit, 1 withdrawal. */
  depositMode: Flag,
  depositAmount: Won,
  depositName: z.string(),
  duplicate: Int,
  /** 1 shown, 0 hidden by the member. */
  userDisplayFlag: Flag,
  /** 0 bank, 1 coin, 2 virtual account. */
  type: z.literal([CHARGE_TYPE.BANK, CHARGE_TYPE.COIN, CHARGE_TYPE.VIRTUAL_ACCOUNT]),
  /** The deposit bonus option (spec §9). */
  pointType: Int,
  pointFlag: Int,
  confirmFlag: Int,
  depositDate: z.nullish(IsoDateTime),
  processDate: z.nullish(IsoDateTime),
  /** 0 processing, 1 done, 2 cancelled. */
  status: Int,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});

const charge = Charge.shape;

/** POST /charge: a deposit or withdrawal request; the coin version adds pointFlag and confirmFlag. Answers the new id. */
export const ChargeCreate = z.object({
  memberId: charge.memberId,
  depositMode: charge.depositMode,
  /** Whole won; the minimum, unit and cap depend on depositMode (validateDeposit, validateWithdrawal). */
  depositAmount: amount(),
  depositName: charge.depositName,
  type: charge.type,
  pointType: z.optional(charge.pointType),
  pointFlag: z.optional(charge.pointFlag),
  confirmFlag: z.optional(charge.confirmFlag),
  /** Withdrawals: the account password (wire name kept), checked by the server (§5 입출금 비밀번호). */
  bankAccountPssword: z.optional(z.string()),
});

/** GET /charge?memberId&perpage&page&depositMode. */
export const ChargeQuery = z.object({
  memberId: Id,
  depositMode: z.optional(Flag),
  page: z.optional(Id),
  perpage: z.optional(Id),
});

/** PUT /charge/{id}: hide the record from the member's list. */
export const ChargeHideRequest = z.object({ id: Id, userDisplayFlag: z.literal(0) });

/** POST /member/check-deposit-pw (wire name bankAccountPssword kept). */
export const CheckDepositPasswordRequest = z.object({ userId: Text, bankAccountPssword: Text });

/** True when the deposit password matches. */
export const CheckDepositPasswordResult = z.boolean(); // kbet's own shape

/** POST /deposot-account-confirm (wire path misspelling kept). */
export const DepositAccountConfirmRequest = z.object({ memberId: Id });

/** POST coin/get_balance: tx_id is generated per call. */
export const CoinBalanceRequest = z.object({ tx_id: Text, user_id: Text });

/** Coins held at the exchange. */
export const CoinBalance = z.object({ balance: Count });

/** POST coin/change_coin; kbet reads user_num as the member number and balance as the coins to exchange. */
export const CoinChangeRequest = z.object({
  ...CoinBalanceRequest.shape,
  user_num: Id,
  // The coins held at the exchange are checked by the server, against the exchange.
  balance: amount((coins) => validateCoinDeposit(coins, { heldCoins: Number.POSITIVE_INFINITY })),
});

export const CoinChangeResult = z.object({ data: z.object({ success: z.boolean() }) });

/** A ledger line of GET /wallet/transactions: every balance change, signed. */
export const LedgerEntry = z.object({
  id: Id,
  createdAt: IsoDateTime,
  account: z.literal(['emoney', 'casino', 'point', 'comp']),
  amount: SignedWon,
  balanceAfter: Won,
  /** What moved the money, e.g. deposit, bet, payout, conversion. */
  kind: Text,
  memo: z.nullable(z.string()),
}); // kbet's own shape

/** GET /wallet/transactions?from&to&page. */
export const TransactionQuery = z.object({
  from: z.optional(IsoDay),
  to: z.optional(IsoDay),
  page: z.optional(Id),
}); // kbet's own shape

export const TransactionPage = page(LedgerEntry); // kbet's own shape

export type PointLog = z.infer<typeof PointLog>;
export type CompLog = z.infer<typeof CompLog>;
export type PointToEmoneyRequest = z.infer<typeof PointToEmoneyRequest>;
export type CompToEmoneyRequest = z.infer<typeof CompToEmoneyRequest>;
export type Charge = z.infer<typeof Charge>;
export type ChargeCreate = z.infer<typeof ChargeCreate>;
export type ChargeQuery = z.infer<typeof ChargeQuery>;
export type ChargeHideRequest = z.infer<typeof ChargeHideRequest>;
export type CheckDepositPasswordRequest = z.infer<typeof CheckDepositPasswordRequest>;
export type DepositAccountConfirmRequest = z.infer<typeof DepositAccountConfirmRequest>;
export type CoinBalanceRequest = z.infer<typeof CoinBalanceRequest>;
export type CoinBalance = z.infer<typeof CoinBalance>;
export type CoinChangeRequest = z.infer<typeof CoinChangeRequest>;
export type CoinChangeResult = z.infer<typeof CoinChangeResult>;
export type LedgerEntry = z.infer<typeof LedgerEntry>;
export type TransactionQuery = z.infer<typeof TransactionQuery>;
export type TransactionPage = z.infer<typeof TransactionPage>;
