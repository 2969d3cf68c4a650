import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type GeoSetting, isAllowedOrigin } from '../domain/geo/isAllowedOrigin';
import { httpErrors } from '../errors/httpErrors';

/**
 * Liveness probes come from the operator's own infrastructure; game providers' wallet callbacks come from
 * their servers abroad and are authenticated by their signature.
 */
const EXEMPT = new Set(['/health', '/casino-wallet/:provider/:action']);

/** The setting when none is stored: not allow-all, no countries, no ranges. */
const NO_SETTING: GeoSetting = Object.freeze({ allowAll: false, allowedCountries: [], allowedCidrs: [] });

/**
 * Jurisdiction control (compliance §2): a request from outside the operator's allowed countries or
 * IP ranges gets 406. The client IP is the socket's unless `trustProxy` is configured, and the
 * country header is read only behind a trusted proxy.
 */
const geo: FastifyPluginAsync = async (app) => {
  const currentSetting = async (): Promise<GeoSetting> =>
    (await app.settingsCache.get<GeoSetting>('geo')) ?? NO_SETTING;

  const countryOf = (request: FastifyRequest): string | undefined => {
    if (!app.config.trustProxy) return undefined;
    const value = request.headers[app.config.countryHeader];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  const check = (request: FastifyRequest, setting: GeoSetting): void => {
    if (!isAllowedOrigin(setting, { ip: request.ip, country: countryOf(request) }))
      throw httpErrors.blockedIp();
  };

  // A callback hook: with the setting kept (nearly every request) it is checked at once, with no promise or
  // async frame a request (docs/benchmarks.md, fifteenth pass, branch alloc15); else after its read.
  app.addHook('onRequest', (request, _reply, done) => {
    if (EXEMPT.has(request.routeOptions.url ?? '')) return done();
    const kept = app.settingsCache.fresh<GeoSetting>('geo');
    if (!kept) {
      currentSetting()
        .then((setting) => check(request, setting))
        .then(() => done(), done);
      return;
    }
    try {
      check(request, kept.value ?? NO_SETTING);
    } catch (error) {
      return done(error instanceof Error ? error : new Error(String(error)));
    }
    done();
  });
};

export default fp(geo, { name: 'geo', dependencies: ['context', 'settings-cache'] });
