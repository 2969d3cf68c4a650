import type { AppPlugin } from '../appTypes';
import maintenanceGuard from '../plugins/maintenanceGuard';
import casinoSimulatorRoutes from '../simulators/casino/casinoSimulatorRoutes';
import holdemSimulatorRoutes from '../simulators/holdem/holdemSimulatorRoutes';
import simulatorFontRoutes from '../simulators/simulatorFontRoutes';
import adminRoutes from './admin-api';
import adminCasinoRoutes from './admin-casino';
import adminFixtureRoutes from './admin-fixtures';
import adminMinigameRoutes from './admin-minigame';
import adminVirtualRoutes from './admin-virtual';
import attendanceRoutes from './attendance';
import authRoutes from './auth';
import totpRoutes from './auth-totp';
import boardRoutes from './board';
import bonusRoutes from './bonus';
import cardRoutes from './card';
import casinoRoutes from './casino';
import casinoWalletRoutes from './casino-wallet';
import chargeRoutes from './charge';
import coinRoutes from './coin';
import communityRoutes from './community';
import customerRoutes from './customer';
import depositAccountRoutes from './deposit-account';
import emoneyRoutes from './emoney';
import healthRoutes from './health';
import holdemRoutes from './holdem';
import liveRoutes from './live';
import memberRoutes from './member';
import messageRoutes from './message';
import minigameRoutes from './minigame';
import partnerApiRoutes from './partner-api';
import pointCompRoutes from './point-comp';
import recommenderApiRoutes from './recommender-api';
import rgRoutes from './rg';
import settingsRoutes from './settings';
import moneySettingsRoutes from './settings-money';
import signupRoutes from './signup';
import smsRoutes from './sms';
import sportsBettingRoutes from './sports-betting';
import sportsPrematchRoutes from './sports-prematch';
import sportsResultsRoutes from './sports-results';
import supportNonMemberRoutes from './support-non-member';
import virtualRoutes from './virtual';
import walletRoutes from './wallet';

/**
 * Every resource's routes. Each folder's index.ts is one encapsulated plugin, so hooks such as
 * `app.authenticate` added inside it apply to that resource only.
 */
const routes: AppPlugin = async (app) => {
  // First, so its maintenance hook covers every route registered after it.
  await app.register(maintenanceGuard);
  await app.register(healthRoutes);
  await app.register(liveRoutes);
  await app.register(authRoutes);
  await app.register(totpRoutes);
  await app.register(memberRoutes);
  await app.register(signupRoutes);
  await app.register(smsRoutes);
  await app.register(moneySettingsRoutes);
  await app.register(depositAccountRoutes);
  await app.register(chargeRoutes);
  await app.register(coinRoutes);
  await app.register(emoneyRoutes);
  await app.register(pointCompRoutes);
  await app.register(rgRoutes);
  await app.register(walletRoutes);
  await app.register(bonusRoutes);
  await app.register(sportsBettingRoutes);
  await app.register(sportsPrematchRoutes);
  await app.register(sportsResultsRoutes);
  await app.register(settingsRoutes);
  await app.register(boardRoutes);
  await app.register(communityRoutes);
  await app.register(messageRoutes);
  await app.register(customerRoutes);
  await app.register(supportNonMemberRoutes);
  await app.register(cardRoutes);
  await app.register(minigameRoutes);
  await app.register(virtualRoutes);
  await app.register(casinoWalletRoutes);
  await app.register(casinoRoutes);
  await app.register(holdemRoutes);
  // The simulator provider's game pages (the embedded default's casino).
  await app.register(casinoSimulatorRoutes);
  await app.register(holdemSimulatorRoutes);
  await app.register(simulatorFontRoutes);
  await app.register(attendanceRoutes);
  await app.register(partnerApiRoutes, { prefix: '/partner-api' });
  await app.register(recommenderApiRoutes, { prefix: '/recommender-api' });
  await app.register(adminRoutes, { prefix: '/admin-api' });
  await app.register(adminFixtureRoutes, { prefix: '/admin-api' });
  await app.register(adminMinigameRoutes, { prefix: '/admin-api' });
  await app.register(adminVirtualRoutes, { prefix: '/admin-api' });
  await app.register(adminCasinoRoutes, { prefix: '/admin-api' });
};

export default routes;
