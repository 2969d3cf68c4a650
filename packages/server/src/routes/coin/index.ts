import { CoinBalance, CoinBalanceRequest, CoinChangeRequest, CoinChangeResult } from '@kbet/sdk';
import type { AppPlugin } from '../../appTypes';
import type { CoinExchange } from '../../domain/coin/coinExchange';
import { exchangeCoins } from '../../domain/coin/exchangeCoins';
import { assertSelf, currentMember } from '../../plugins/auth';
import { withIdempotency } from '../../plugins/idempotency';
import { createSimulatedCoinExchange } from '../../simulators/coin/simulatedCoinExchange';

export interface CoinRoutesOptions extends Record<string, unknown> {
  /** The coin exchange; the play-money simulator when absent. */
  exchange?: CoinExchange;
}

const security: Record<string, string[]>[] = [{ bearer: [] }, { cookie: [] }];

/** Coin purchase (spec §4 Coin deposit): the exchange balance, then moving coins in for a coin deposit. */
const coinRoutes: AppPlugin<CoinRoutesOptions> = async (app, options) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('preHandler', app.selfGuard);
  const exchange = options.exchange ?? createSimulatedCoinExchange(app.sql);

  app.post(
    '/coin/get_balance',
    {
      schema: {
        tags: ['money'],
        summary: 'Coins the member holds at the coin exchange',
        body: CoinBalanceRequest,
        response: { 200: CoinBalance },
        security,
      },
    },
    async (request) => ({ balance: await exchange.balance(currentMember(request).userId) }),
  );

  app.post(
    '/coin/change_coin',
    {
      schema: {
        tags: ['money'],
        summary:
          'Move `balance` coins from the exchange to the operator for a coin deposit request (idempotent on tx_id)',
        body: CoinChangeRequest,
        response: { 200: CoinChangeResult },
        security,
      },
    },
    async (request, reply) => {
      // user_num is the member number (selfGuard covers user_id).
      assertSelf(request, { id: request.body.user_num });
      const memberId = currentMember(request).id;
      return withIdempotency(request, reply, async (tx) => {
        const { success } = await exchangeCoins(tx, exchange, {
          memberId,
          txId: request.body.tx_id,
          coins: request.body.balance,
          now: app.clock.now(),
        });
        return { body: { data: { success } } };
      });
    },
  );
};

export default coinRoutes;
