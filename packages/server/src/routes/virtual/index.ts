import type { AppPlugin } from '../../appTypes';
import virtualBetRoutes from './virtualBetRoutes';
import virtualPublicRoutes from './virtualPublicRoutes';

/**
 * Virtual sports (issue 14, spec §7): the public event, odds, stream and results reads, and the member's bets.
 * The rounds themselves are driven by the engine (domain/virtuals/createVirtualEngine), started by main.ts.
 */
const virtualRoutes: AppPlugin = async (app) => {
  await app.register(virtualPublicRoutes);
  await app.register(virtualBetRoutes);
};

export default virtualRoutes;
