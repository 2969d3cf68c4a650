import type { HoldemGame } from '@kbet/sdk';
import type { App } from '../../appTypes';
import { createSimulatorWalletClient, type SimulatorPost } from '../casino/createSimulatorWalletClient';
import { injectWalletPost } from '../casino/injectWalletPost';
import { createHoldemSimulator } from './createHoldemSimulator';

/**
 * A hold'em simulator as the app runs it: signed wallet callbacks under the provider's own id (in-process,
 * unless `post` says otherwise), tables in the app's database, the app's clock and chain secrets.
 * @example const revolution = appHoldemSimulator(app, 'revolution'); await revolution.cashOutAbandoned();
 */
export const appHoldemSimulator = (app: App, game: HoldemGame, post: SimulatorPost = injectWalletPost(app)) =>
  createHoldemSimulator({
    providerId: game,
    wallet: createSimulatorWalletClient({
      secret: app.config.casinoSimulatorSecret,
      providerId: game,
      now: () => app.clock.now(),
      post,
    }),
    sql: app.sql,
    now: () => app.clock.now(),
    randomBytes: app.randomBytes,
  });
