import { validateCoinDeposit } from '@kbet/sdk';
import type { Tx } from '../../db/createSql';
import { createCoinExchangesRepository } from '../../repositories/coinExchangesRepository';
import { audit } from '../audit/audit';
import { lockMember } from '../charges/lockMember';
import { domainErrors } from '../errors/domainErrors';
import { requireValid } from '../errors/requireValid';
import { assertNotExcluded } from '../rg/assertNotExcluded';
import type { CoinExchange } from './coinExchange';

export interface ExchangeCoinsInput {
  memberId: number;
  txId: string;
  coins: number;
  now: Date;
}

/**
 * coin/change_coin: moves the member's coins from the exchange to the operator and records them as
 * claimable by a coin deposit request. Coins are checked with SDK validateCoinDeposit against the
 * exchange balance; a retried tx_id succeeds once without moving coins twice, even when the first try's
 * record was lost; the same tx_id with other coins is 422 IDEMPOTENCY_KEY_REUSED. A member in a time-out
 * or self-exclusion cannot start a deposit (403). Answers whether the exchange moved the coins.
 * @example const { success } = await exchangeCoins(tx, exchange, { memberId: 3, txId, coins: 5, now });
 */
export async function exchangeCoins(
  tx: Tx,
  exchange: CoinExchange,
  { memberId, txId, coins, now }: ExchangeCoinsInput,
): Promise<{ success: boolean }> {
  const member = await lockMember(tx, memberId);
  await assertNotExcluded(tx, member.id, now);
  const known = await exchange.findTransfer(member.userId, txId);
  if (known && known.coins !== coins) throw domainErrors.idempotencyKeyReused();
  if (!known) {
    requireValid(validateCoinDeposit(coins, { heldCoins: await exchange.balance(member.userId) }));
  }
  const result = await exchange.exchange({ userId: member.userId, txId, coins });
  if (!result.success) {
    if (result.reason === 'tx_conflict') throw domainErrors.idempotencyKeyReused();
    return { success: false };
  }
  const recorded = await createCoinExchangesRepository(tx).record({ memberId: member.id, txId, coins });
  if (recorded !== undefined) {
    await audit(tx, {
      actorId: member.id,
      action: 'coin.exchange',
      target: { type: 'coin_exchange', id: recorded },
      new: { txId, coins },
    });
  }
  return { success: true };
}
