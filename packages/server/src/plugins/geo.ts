import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type GeoSetting, isAllowedOrigin } from '../domain/geo/isAllowedOrigin';
import { httpErrors } from '../errors/httpErrors';

/**
 * Liveness probes come from the operator's own infrastructure; game providers' wallet callbacks come from
 * their servers abroad and are authenticated by their signature.
 */
const EXEMPT = new Set(['/health', '/casino-wallet/:provider/:action']);

/**
 * Jurisdiction control (compliance §2): a request from outside the operator's allowed countries or
 * IP ranges gets 406. The client IP is the socket's unless `trustProxy` is configured, and the
 * country header is read only behind a trusted proxy.
 */
const geo: FastifyPluginAsync = async (app) => {
  const currentSetting = async (): Promise<GeoSetting> =>
    (await app.settingsCache.get<GeoSetting>('geo')) ?? {
      allowAll: false,
      allowedCountries: [],
      allowedCidrs: [],
    };

  const countryOf = (request: FastifyRequest): string | undefined => {
    if (!app.config.trustProxy) return undefined;
    const value = request.headers[app.config.countryHeader];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };

  app.addHook('onRequest', async (request) => {
    if (EXEMPT.has(request.routeOptions.url ?? '')) return;
    const setting = await currentSetting();
    if (!isAllowedOrigin(setting, { ip: request.ip, country: countryOf(request) }))
      throw httpErrors.blockedIp();
  });
};

export default fp(geo, { name: 'geo', dependencies: ['context', 'settings-cache'] });
