import {
  CHARGE_TYPE,
  DEPOSIT_MODE,
  offeredBonusOptions,
  validateCoinDeposit,
  validateDeposit,
  WON_PER_COIN,
} from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { type ChargeRow, createChargesRepository } from '../../repositories/chargesRepository';
import { createCoinExchangesRepository } from '../../repositories/coinExchangesRepository';
import { createSettingsRepository } from '../../repositories/settingsRepository';
import { audit } from '../audit/audit';
import { refusal } from '../errors/refusal';
import { requireValid } from '../errors/requireValid';
import { assertDepositAllowed } from '../rg/assertDepositAllowed';
import { storedBettingRules } from '../settings/bettingRulesSetting';
import type { ChargeRequest } from './chargeRequest';
import { lockMember } from './lockMember';

export interface RequestDepositInput {
  memberId: number;
  request: ChargeRequest;
  now: Date;
}

/**
 * A deposit request (POST /charge, depositMode 0): the §5 deposit rules (SDK validateDeposit, with the
 * bonus option and the 100,000,000 cap), a bonus option of a product the site offers (else
 * DEPOSIT_BONUS_UNAVAILABLE), for coin deposits the coins exchanged in and not yet claimed
 * (SDK validateCoinDeposit), then compliance §4 (no time-out or self-exclusion, within the deposit
 * limits). Creates a processing charge; no money moves until staff approve it (approveCharge).
 * @example const charge = await requestDeposit(tx, { memberId: 3, request: { depositAmount: 50_000, depositName: '김민준', type: 0, pointType: 5 }, now });
 */
export async function requestDeposit(
  tx: Tx,
  { memberId, request, now }: RequestDepositInput,
): Promise<ChargeRow> {
  const member = await lockMember(tx, memberId);
  const amount = requireValid(validateDeposit(request.depositAmount, { bonus: request.pointType }));
  const { products } = await storedBettingRules(createSettingsRepository(tx));
  if (!offeredBonusOptions(products).some((option) => option.code === request.pointType)) {
    throw refusal('DEPOSIT_BONUS_UNAVAILABLE');
  }
  if (request.type === CHARGE_TYPE.COIN) {
    requireValid(
      validateCoinDeposit(amount / WON_PER_COIN, {
        heldCoins: await createCoinExchangesRepository(tx).unclaimedCoins(member.id),
      }),
    );
  }
  await assertDepositAllowed(tx, { memberId: member.id, amount, now });

  const charge = await createChargesRepository(tx).insert({
    memberId: member.id,
    depositMode: DEPOSIT_MODE.DEPOSIT,
    depositAmount: amount,
    // The depositor's name staff match against the bank statement; the holder's when left blank.
    depositName: request.depositName.trim() || (member.accountHolder ?? ''),
    type: request.type,
    pointType: request.pointType ?? 0,
    pointFlag: request.pointFlag ?? 0,
    confirmFlag: request.confirmFlag ?? 0,
    now,
  });
  await audit(tx, {
    actorId: member.id,
    action: 'charge.request',
    target: { type: 'charge', id: charge.id },
    new: { depositMode: charge.depositMode, depositAmount: amount, type: charge.type, status: charge.status },
  });
  return charge;
}
