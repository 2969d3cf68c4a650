import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../test/support/testDatabase';
import { DEMO_COINS } from '../seedCoinWallets';
import { createSimulatedCoinExchange, type SimulatedCoinExchange } from '../simulatedCoinExchange';
import { coinExchangeContract } from './coinExchangeContract';

let db: TestDatabase;
let exchange: SimulatedCoinExchange;

beforeAll(async () => {
  db = await createTestDatabase();
  exchange = createSimulatedCoinExchange(db.sql);
});
afterAll(() => db.drop());

coinExchangeContract('simulator', async () => ({
  exchange,
  fund: (userId, coins) => exchange.grant(userId, coins),
}));

describe('the simulated coin exchange', () => {
  it('seeds every demo member (not staff) with DEMO_COINS coins', async () => {
    expect(await exchange.balance('member01')).toBe(DEMO_COINS);
    expect(await exchange.balance('partner02')).toBe(DEMO_COINS);
    expect(await exchange.balance('admin01')).toBe(0);
  });

  it('refuses a non-positive or fractional amount before touching the wallet', async () => {
    await expect(exchange.exchange({ userId: 'member01', txId: 'bad', coins: 0 })).rejects.toThrow(
      RangeError,
    );
    await expect(exchange.exchange({ userId: 'member01', txId: 'bad', coins: 1.5 })).rejects.toThrow(
      RangeError,
    );
    expect(await exchange.balance('member01')).toBe(DEMO_COINS);
  });
});
