import type { AppPlugin } from '../../appTypes';
import minigameBetRoutes from './minigameBetRoutes';
import minigamePublicRoutes from './minigamePublicRoutes';

/**
 * Mini-games (issue 12, spec §7): the public round and setting reads, and the member's bets and limits.
 * The rounds themselves are driven by the engine (domain/minigame/createMinigameEngine), started by main.ts.
 */
const minigameRoutes: AppPlugin = async (app) => {
  await app.register(minigamePublicRoutes);
  await app.register(minigameBetRoutes);
};

export default minigameRoutes;
