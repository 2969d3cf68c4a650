import { isStaffAccount } from '@kbet/sdk';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hashSessionToken } from '../domain/auth/sessionToken';
import { refusal } from '../domain/errors/refusal';
import { isMaintenanceOn } from '../domain/maintenance/isMaintenanceOn';
import { siteOverDefaults, storedSiteSetting } from '../domain/maintenance/servedSiteSetting';
import { SITE_SETTING_KEY, type SiteSetting } from '../domain/maintenance/siteSetting';
import { readSessionToken } from './auth';

/**
 * Calls that keep working during maintenance: what a client needs to show the maintenance page
 * (settings reads, health, login and logout), the docs, the staff API (staff only), and game providers'
 * wallet callbacks (wins and refunds of rounds already played must still be paid).
 */
const EXEMPT_PREFIXES = ['/health', '/auth/', '/setting', '/docs', '/admin-api', '/casino-wallet/'];

const isExempt = (url: string) => EXEMPT_PREFIXES.some((prefix) => url.startsWith(prefix));

/**
 * Site maintenance (spec §2, §4): while siteNoticeFlg is on (inside its window, if one is set) every
 * other call answers 503 ERR_SITE_MAINTENANCE with the window in `data`; the staff account is exempt,
 * so staff can check the site before reopening it. Registered before the routes, so it covers them all.
 */
const maintenanceGuard: FastifyPluginAsync = async (app) => {
  const isStaffRequest = async (request: FastifyRequest): Promise<boolean> => {
    const token = readSessionToken(request);
    if (!token) return false;
    const found = await app.repos.sessions.findWithMember(hashSessionToken(token));
    return found !== undefined && found.session.endedAt === null && isStaffAccount(found.member);
  };

  const guard = async (request: FastifyRequest, site: SiteSetting): Promise<void> => {
    if (await isStaffRequest(request)) return;
    throw refusal('ERR_SITE_MAINTENANCE', {
      maintenanceStartAt: site.maintenanceStartAt,
      maintenanceEndAt: site.maintenanceEndAt,
    });
  };
  const check = (request: FastifyRequest, site: SiteSetting): Promise<void> | undefined =>
    isMaintenanceOn(site, app.clock.now()) ? guard(request, site) : undefined;

  // A callback hook: with the site setting kept and no maintenance on (nearly every request) it passes at once,
  // with no promise or async frame a request (docs/benchmarks.md, fifteenth pass, branch alloc15).
  app.addHook('onRequest', (request, _reply, done) => {
    const url = request.routeOptions.url;
    // An unknown path stays a 404.
    if (url === undefined || isExempt(url)) return done();
    const kept = app.settingsCache.fresh<Partial<SiteSetting>>(SITE_SETTING_KEY);
    const checked = kept
      ? check(request, siteOverDefaults(kept.value))
      : storedSiteSetting(app.settingsCache).then((site) => check(request, site));
    if (checked) checked.then(() => done(), done);
    else done();
  });
};

export default fp(maintenanceGuard, {
  name: 'maintenance-guard',
  dependencies: ['context', 'settings-cache', 'auth'],
});
