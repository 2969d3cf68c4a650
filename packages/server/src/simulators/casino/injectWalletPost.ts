import type { FastifyInstance } from 'fastify';
import type { SimulatorPost } from './createSimulatorWalletClient';

/**
 * How an embedded simulator reaches our wallet: its signed callbacks go through the app in-process (inject),
 * the same route and checks a provider's HTTP call meets.
 * @example createSimulatorWalletClient({ secret, now, post: injectWalletPost(app) })
 */
export const injectWalletPost =
  (app: Pick<FastifyInstance, 'inject'>): SimulatorPost =>
  async ({ url, headers, body }) => {
    const response = await app.inject({ method: 'POST', url, headers, payload: body });
    return { statusCode: response.statusCode, body: response.body };
  };
