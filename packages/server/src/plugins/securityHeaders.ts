import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Scripts, styles, images, fonts and API calls from this origin only, no inline script or style element, no
 * plugins, and no framing by any site (clickjacking). The member site keeps its boot script and style in files
 * for this. Style attributes are allowed: the server-rendered pages carry React's `style` props as attributes
 * (a page rendered in the browser sets them through the CSSOM, which the policy never covered); they run no code.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The API docs page (@fastify/swagger-ui) styles its markup inline and draws its icons as data: images; it
 * runs no inline script, so only styles are loosened there.
 */
const DOCS_POLICY = CONTENT_SECURITY_POLICY.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'");

/** One year, sent only over HTTPS (a browser ignores it over plain HTTP, and a demo on localhost stays usable). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Whether the request came over TLS: the socket's own, or X-Forwarded-Proto from a proxy when the config
 * trusts proxies (Fastify reads the header only then).
 */
export const isHttps = (request: FastifyRequest): boolean => request.protocol === 'https';

const isDocs = (url: string) => url === '/docs' || url.startsWith('/docs/');

/** Security headers on every answer: CSP, nosniff, a referrer policy, no framing, and HSTS over HTTPS. */
const securityHeaders: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.headers({
      'content-security-policy': isDocs(request.url) ? DOCS_POLICY : CONTENT_SECURITY_POLICY,
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'same-origin',
      'x-frame-options': 'DENY',
    });
    if (isHttps(request)) reply.header('strict-transport-security', HSTS);
  });
};

export default fp(securityHeaders, { name: 'security-headers' });
