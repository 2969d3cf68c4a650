import { z } from 'zod/mini';
import type { AppPlugin } from '../../appTypes';
import { handleWalletCall } from '../../domain/casino/handleWalletCall';
import { httpErrors } from '../../errors/httpErrors';
import { MAX_BODY_DEPTH, nestingExceeds } from '../../plugins/jsonBody';
import { casinoAdapters } from '../../simulators/casino/casinoAdapters';

/** Parses JSON the route already holds as text; undefined for malformed or hostile (too deep) text. */
function parseJson(text: string): unknown {
  if (nestingExceeds(text, MAX_BODY_DEPTH)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The seamless-wallet callbacks game providers call (issue 13): POST /casino-wallet/:provider/:action. The
 * body is kept as the exact bytes received, because the signature is over them; the provider's adapter
 * checks it, reads the call and words our answer in its vocabulary (always HTTP 200, as providers expect).
 * Server to server: no member session; the launch token in the body names the player.
 */
const casinoWalletRoutes: AppPlugin = async (app) => {
  const adapters = casinoAdapters(app.config);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/casino-wallet/:provider/:action',
    {
      schema: {
        tags: ['casino'],
        summary:
          'A game provider’s signed wallet callback (authenticate, balance, bet, win, rollback, bet-win)',
        params: z.object({ provider: z.string(), action: z.string() }),
      },
    },
    async (request) => {
      const adapter = adapters.get(request.params.provider);
      if (!adapter) throw httpErrors.notFound();
      const rawBody = typeof request.body === 'string' ? request.body : '';
      if (!adapter.verify({ rawBody, headers: request.headers, now: app.clock.now() }))
        return adapter.format({ status: 'INVALID_SIGNATURE' }, undefined);
      const call = adapter.parse(request.params.action, parseJson(rawBody));
      if (!call) return adapter.format({ status: 'INVALID_REQUEST' }, undefined);
      const answer = await handleWalletCall({ sql: app.sql, clock: app.clock, providerId: adapter.id, call });
      return adapter.format(answer, call.action);
    },
  );
};

export default casinoWalletRoutes;
