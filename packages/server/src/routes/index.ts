import type { AppPlugin } from '../appTypes';
import adminRoutes from './admin-api';
import authRoutes from './auth';
import healthRoutes from './health';
import memberRoutes from './member';

/**
 * Every resource's routes. Each folder's index.ts is one encapsulated plugin, so hooks such as
 * `app.authenticate` added inside it apply to that resource only.
 */
const routes: AppPlugin = async (app) => {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(memberRoutes);
  await app.register(adminRoutes, { prefix: '/admin-api' });
};

export default routes;
