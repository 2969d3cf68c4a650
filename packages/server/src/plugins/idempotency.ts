import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/createSql';
import { httpErrors } from '../errors/httpErrors';
import { currentMember } from './auth';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

export interface IdempotencyOptions {
  /**
   * Commit together with the member's other batched requests in flight (app.groupCommit): for the
   * placements a member or a mini-game round's last second sends in bursts. Each request still succeeds
   * or fails on its own, and is answered only once its transaction has committed.
   */
  batched?: boolean;
}

export interface IdempotentResult<T = unknown> {
  /** Defaults to 200. */
  status?: number;
  body: T;
}

/** Object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
const canonical = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
};

const requestHash = (request: FastifyRequest, memberId: number): string =>
  createHash('sha256')
    .update(JSON.stringify([request.method, request.url, memberId, canonical(request.body ?? null)]))
    .digest('hex');

/**
 * Runs a money-moving request at most once per `Idempotency-Key` (compliance §5). `work` gets a
 * transaction; the business records it writes and the stored response commit together. A retry
 * with the same key and request gets the stored status and body (header `idempotent-replayed: true`);
 * the same key with a different request gets 422 IDEMPOTENCY_KEY_REUSED; a concurrent duplicate waits
 * for the first and then replays it. A failed request (thrown error) stores nothing, so it may be retried.
 * @example
 * app.post('/charge', { schema: { body: ChargeRequest } }, (request, reply) =>
 *   withIdempotency(request, reply, async (tx) => ({ status: 201, body: await createCharge(tx, request.body) })));
 */
export async function withIdempotency<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx) => Promise<IdempotentResult<T>>,
  options: IdempotencyOptions = {},
): Promise<T> {
  const member = currentMember(request);
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key.length === 0 || key.length > 200)
    throw httpErrors.idempotencyKeyRequired();
  const hash = requestHash(request, member.id);
  const { sql, repos, groupCommit } = request.server;
  type Outcome = { replayed: boolean; status: number; body: T };
  const transaction = (body: (tx: Tx) => Promise<Outcome>): Promise<Outcome> =>
    options.batched ? groupCommit.run(member.id, body) : sql.begin(body);

  const outcome = await transaction(async (tx) => {
    if (await repos.idempotencyKeys.claim(member.id, key, hash, tx)) {
      const result = await work(tx);
      const status = result.status ?? 200;
      await repos.idempotencyKeys.complete(member.id, key, status, result.body, tx);
      return { replayed: false, status, body: result.body };
    }
    const stored = await repos.idempotencyKeys.find(member.id, key, tx);
    if (!stored || stored.requestHash !== hash) throw httpErrors.idempotencyKeyReused();
    // The stored body is the first answer to this very request (same key and request hash): a T.
    return { replayed: true, status: stored.responseStatus ?? 200, body: stored.responseBody as T };
  });

  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(outcome.status);
  return outcome.body;
}

/** Forgets keys older than the retention (at least 24 h): once at start, then hourly. */
const idempotency: FastifyPluginAsync = async (app) => {
  const purge = async () => {
    const cutoff = new Date(app.clock.now().getTime() - app.config.idempotencyRetentionMs);
    try {
      await app.repos.idempotencyKeys.purgeOlderThan(cutoff);
    } catch (error) {
      app.log.warn({ err: error }, 'idempotency key purge failed');
    }
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(purge, 60 * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
};

export default fp(idempotency, { name: 'idempotency', dependencies: ['context'] });
