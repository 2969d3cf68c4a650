import type { KbetClient } from '../api/createKbetClient';
import { CHARGE_TYPE } from '../constants/chargeType';
import { DEPOSIT_BONUS_CODE } from '../constants/depositBonus';
import { DEPOSIT_MODE } from '../constants/depositMode';
import { COIN_CHARGE_FAILED } from '../i18n/ko';
import { fail, ok, type ValidationResult } from '../validation/result';
import { coinsToWon, validateCoinDeposit } from '../validation/validateCoinDeposit';
import { validateDeposit } from '../validation/validateDeposit';

/** The calls a coin deposit makes. */
export interface CoinDepositClient {
  readonly money: Pick<KbetClient['money'], 'changeCoin' | 'charge'>;
}

export interface CoinDepositParams {
  readonly memberId: number;
  readonly userId: string;
  /** The coins field as typed, or a number. */
  readonly coins: string | number;
  /** Coins held at the exchange (coin/get_balance), read when the purchase dialog opened. */
  readonly heldCoins: number;
  /** The deposit bonus option code (spec §9); the server applies validateDeposit's bonus rule to coin deposits too. */
  readonly pointType: number;
}

/**
 * The coin deposit confirm (spec §4): checks the coins (validateCoinDeposit) and the bonus choice (validateDeposit)
 * before anything moves, moves the coins in at the exchange (POST coin/change_coin), then files the deposit request
 * of their won value (POST /charge, type 1). The value is the charge id; a refused exchange fails with
 * COIN_CHARGE_FAILED. Coins moved in but not claimed (the request refused) stay claimable by the next coin deposit. kbet sends pointFlag 1 when a bonus was chosen and
 * confirmFlag 1 for the member's confirmation. Server refusals reject with their ApiError.
 * @example const result = await requestCoinDeposit(client, { memberId: 7, userId: 'member01', coins: '3', heldCoins: 10, pointType: 5 });
 */
export async function requestCoinDeposit(
  client: CoinDepositClient,
  params: CoinDepositParams,
): Promise<ValidationResult<number>> {
  const checked = validateCoinDeposit(params.coins, { heldCoins: params.heldCoins });
  if (!checked.ok) return checked;
  const coins = checked.value;
  const deposit = validateDeposit(coinsToWon(coins), { bonus: params.pointType });
  if (!deposit.ok) return deposit;
  const exchanged = await client.money.changeCoin({
    user_id: params.userId,
    user_num: params.memberId,
    balance: coins,
  });
  if (!exchanged.data.success) return fail('COIN_CHARGE_FAILED', COIN_CHARGE_FAILED);
  const id = await client.money.charge({
    memberId: params.memberId,
    depositMode: DEPOSIT_MODE.DEPOSIT,
    depositAmount: deposit.value,
    depositName: '',
    type: CHARGE_TYPE.COIN,
    pointType: params.pointType,
    pointFlag: params.pointType === DEPOSIT_BONUS_CODE.NO_BONUS ? 0 : 1,
    confirmFlag: 1,
  });
  return ok(id);
}
