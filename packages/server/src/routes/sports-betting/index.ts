import type { AppPlugin } from '../../appTypes';
import { feedEvents } from '../../domain/feed/feedEvents';
import { listenForSettlements } from '../../domain/settlement/listenForSettlements';
import bettingRoutes from './bettingRoutes';
import historyRoutes from './historyRoutes';
import jackpotRoutes from './jackpotRoutes';

/**
 * Sports betting (spec §7 "Sports and betting"): placing, cancelling and hiding bets, the bet history,
 * the jackpot board and the member's betting setting. Each child plugin sets its own hooks (the jackpot
 * counter is public). While the app runs, the feed's settlements settle the bets on them.
 */
const sportsBettingRoutes: AppPlugin = async (app) => {
  await app.register(bettingRoutes);
  await app.register(historyRoutes);
  await app.register(jackpotRoutes);

  const stopSettling = listenForSettlements(feedEvents, app.sql, app.clock);
  app.addHook('onClose', async () => stopSettling());
};

export default sportsBettingRoutes;
