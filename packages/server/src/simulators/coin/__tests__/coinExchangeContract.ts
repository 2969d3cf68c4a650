import { describe, expect, it } from 'vitest';
import type { CoinExchange } from '../../../domain/coin/coinExchange';

export interface CoinExchangeHarness {
  exchange: CoinExchange;
  /** Puts `coins` into a fresh user's wallet at the exchange (a real exchange's test account set-up). */
  fund(userId: string, coins: number): Promise<void>;
}

let users = 0;
const freshUser = () => `contract_${Date.now().toString(36)}_${++users}`;

/**
 * The behaviour every CoinExchange must show (compliance §1): run it against the simulator and against
 * any real implementation before it is configured.
 * @example coinExchangeContract('simulator', async () => ({ exchange, fund: exchange.grant }));
 */
export function coinExchangeContract(name: string, harness: () => Promise<CoinExchangeHarness>): void {
  describe(`CoinExchange contract: ${name}`, () => {
    it('an unknown user holds 0 coins and no transfer', async () => {
      const { exchange } = await harness();
      const user = freshUser();
      expect(await exchange.balance(user)).toBe(0);
      expect(await exchange.findTransfer(user, 'tx-none')).toBeUndefined();
    });

    it('an exchange moves the coins out of the wallet once and is found by its tx_id', async () => {
      const { exchange, fund } = await harness();
      const user = freshUser();
      await fund(user, 10);
      expect(await exchange.exchange({ userId: user, txId: 'tx-1', coins: 3 })).toEqual({ success: true });
      expect(await exchange.balance(user)).toBe(7);
      expect(await exchange.findTransfer(user, 'tx-1')).toEqual({ coins: 3 });
    });

    it('repeating a tx_id with the same coins succeeds without moving them again', async () => {
      const { exchange, fund } = await harness();
      const user = freshUser();
      await fund(user, 10);
      await exchange.exchange({ userId: user, txId: 'tx-1', coins: 4 });
      expect(await exchange.exchange({ userId: user, txId: 'tx-1', coins: 4 })).toEqual({ success: true });
      expect(await exchange.balance(user)).toBe(6);
    });

    it('a tx_id reused for other coins is refused as tx_conflict and moves nothing', async () => {
      const { exchange, fund } = await harness();
      const user = freshUser();
      await fund(user, 10);
      await exchange.exchange({ userId: user, txId: 'tx-1', coins: 4 });
      expect(await exchange.exchange({ userId: user, txId: 'tx-1', coins: 5 })).toEqual({
        success: false,
        reason: 'tx_conflict',
      });
      expect(await exchange.balance(user)).toBe(6);
    });

    it('more coins than held is refused as insufficient_coins, leaving no transfer behind', async () => {
      const { exchange, fund } = await harness();
      const user = freshUser();
      await fund(user, 2);
      expect(await exchange.exchange({ userId: user, txId: 'tx-big', coins: 3 })).toEqual({
        success: false,
        reason: 'insufficient_coins',
      });
      expect(await exchange.balance(user)).toBe(2);
      expect(await exchange.findTransfer(user, 'tx-big')).toBeUndefined();
      expect(await exchange.exchange({ userId: user, txId: 'tx-big', coins: 2 })).toEqual({ success: true });
    });

    it('tx_ids are per user', async () => {
      const { exchange, fund } = await harness();
      const [a, b] = [freshUser(), freshUser()];
      await fund(a, 5);
      await fund(b, 5);
      await exchange.exchange({ userId: a, txId: 'same', coins: 1 });
      expect(await exchange.exchange({ userId: b, txId: 'same', coins: 2 })).toEqual({ success: true });
      expect([await exchange.balance(a), await exchange.balance(b)]).toEqual([4, 3]);
    });

    it('concurrent exchanges never take more than the wallet holds', async () => {
      const { exchange, fund } = await harness();
      const user = freshUser();
      await fund(user, 10);
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => exchange.exchange({ userId: user, txId: `tx-${i}`, coins: 1 })),
      );
      expect(results.filter((r) => r.success)).toHaveLength(10);
      expect(await exchange.balance(user)).toBe(0);
    });

    it('concurrent repeats of one tx_id move the coins once', async () => {
      const { exchange, fund } = await harness();
      const user = freshUser();
      await fund(user, 10);
      const results = await Promise.all(
        Array.from({ length: 10 }, () => exchange.exchange({ userId: user, txId: 'tx-twin', coins: 3 })),
      );
      expect(results).toEqual(Array(10).fill({ success: true }));
      expect(await exchange.balance(user)).toBe(7);
    });
  });
}
