import * as z from 'zod/mini';
import { RollingRequirement } from '../schemas/bettingRules';
import { Id, MessageText } from '../schemas/common';
import {
  Charge,
  type ChargeCreate,
  type ChargeHideRequest,
  type ChargeQuery,
  type CheckDepositPasswordRequest,
  CheckDepositPasswordResult,
  CoinBalance,
  type CoinBalanceRequest,
  type CoinChangeRequest,
  CoinChangeResult,
  CompLog,
  type CompToEmoneyRequest,
  PointLog,
  type PointToEmoneyRequest,
  TransactionPage,
  type TransactionQuery,
} from '../schemas/money';
import { BankingLevelSetting, BankSetting, LabelSetting } from '../schemas/settings';
import { type CallInput, type CallOptions, type MoneyCallOptions, newKey, type Send } from './createSend';

type WithTxId<T> = Omit<T, 'tx_id'> & { readonly tx_id?: string };

/** Points, comp, deposits, withdrawals, coin purchase and the ledger (spec §7 "Money"). */
export const money = (send: Send) => ({
  /** GET /point/user/{id}. */
  pointLogs: (memberId: number, options?: CallOptions) =>
    send('GET', `/point/user/${memberId}`, z.array(PointLog), { options }),
  /** GET /comp/user/{id}. */
  compLogs: (memberId: number, options?: CallOptions) =>
    send('GET', `/comp/user/${memberId}`, z.array(CompLog), { options }),
  /** POST /emoney/pointToEmoney. */
  pointToEmoney: (body: CallInput<typeof PointToEmoneyRequest>, options?: MoneyCallOptions) =>
    send('POST', '/emoney/pointToEmoney', MessageText, { body, options, money: true }),
  /** POST /emoney/compToEmoney. */
  compToEmoney: (body: CallInput<typeof CompToEmoneyRequest>, options?: MoneyCallOptions) =>
    send('POST', '/emoney/compToEmoney', MessageText, { body, options, money: true }),
  /** GET /bonus/rolling: the session member's deposit-bonus rolling requirements with their progress, newest first. */
  rolling: (options?: CallOptions) => send('GET', '/bonus/rolling', z.array(RollingRequirement), { options }),
  /** GET /labelSetting?kbn=charge: the deposit form's labels. */
  labels: (options?: CallOptions) =>
    send('GET', '/labelSetting', z.array(LabelSetting), { query: { kbn: 'charge' }, options }),
  /** GET /settingBanking/level/{levelCode}: the deposit account text of a banking level. */
  bankingLevel: (levelCode: string, options?: CallOptions) =>
    send('GET', `/settingBanking/level/${encodeURIComponent(levelCode)}`, BankingLevelSetting, { options }),
  /** GET /settingbankname. */
  banks: (options?: CallOptions) => send('GET', '/settingbankname', z.array(BankSetting), { options }),
  /** POST /member/check-deposit-pw: true when the deposit password matches. */
  checkDepositPassword: (body: CallInput<typeof CheckDepositPasswordRequest>, options?: CallOptions) =>
    send('POST', '/member/check-deposit-pw', CheckDepositPasswordResult, { body, options }),
  /** POST /deposot-account-confirm (wire path kept); the spec ignores its failures. */
  confirmDepositAccount: (memberId: number, options?: CallOptions) =>
    send('POST', '/deposot-account-confirm', MessageText, { body: { memberId }, options }),
  /** POST /charge: a deposit or withdrawal request; answers its id. */
  charge: (body: CallInput<typeof ChargeCreate>, options?: MoneyCallOptions) =>
    send('POST', '/charge', Id, { body, options, money: true }),
  /** GET /charge?memberId&perpage&page&depositMode. */
  charges: (query: CallInput<typeof ChargeQuery>, options?: CallOptions) =>
    send('GET', '/charge', z.array(Charge), { query, options }),
  /** PUT /charge/{id}: hide a record from the member's list. */
  hideCharge: (id: number, options?: CallOptions) => {
    const body: CallInput<typeof ChargeHideRequest> = { id, userDisplayFlag: 0 };
    return send('PUT', `/charge/${id}`, MessageText, { body, options });
  },
  /** POST coin/get_balance: coins held at the exchange; tx_id is generated when absent. */
  coinBalance: (body: WithTxId<CallInput<typeof CoinBalanceRequest>>, options?: CallOptions) =>
    send('POST', '/coin/get_balance', CoinBalance, {
      body: { ...body, tx_id: body.tx_id ?? newKey() },
      options,
    }),
  /** POST coin/change_coin; tx_id defaults to the idempotency key so a retry is the same exchange. */
  changeCoin: (body: WithTxId<CallInput<typeof CoinChangeRequest>>, options: MoneyCallOptions = {}) => {
    const idempotencyKey = options.idempotencyKey ?? newKey();
    return send('POST', '/coin/change_coin', CoinChangeResult, {
      body: { ...body, tx_id: body.tx_id ?? idempotencyKey },
      options: { ...options, idempotencyKey },
      money: true,
    });
  },
  /** GET /wallet/transactions?from&to&page: the member's ledger, newest first. */
  transactions: (query: CallInput<typeof TransactionQuery> = {}, options?: CallOptions) =>
    send('GET', '/wallet/transactions', TransactionPage, { query, options }),
});
