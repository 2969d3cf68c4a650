import { hash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Tx } from '../db/createSql';
import { httpErrors } from '../errors/httpErrors';
import { currentMember } from './auth';
import { appendCanonicalJson } from './canonicalJson';

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

/**
 * One-shot SHA-256 (crypto.hash) of the request's canonical text, `[method,url,memberId,body]`: no Hash object, no
 * sorted copy of the body, and the text joined once from its pieces.
 */
function requestHash(request: FastifyRequest, memberId: number): string {
  const parts = [
    '[',
    JSON.stringify(request.method),
    ',',
    JSON.stringify(request.url),
    ',',
    String(memberId),
    ',',
  ];
  if (!appendCanonicalJson(parts, request.body ?? null)) parts.push('null');
  parts.push(']');
  return hash('sha256', parts.join(''));
}

/** A request's claim on its Idempotency-Key: whose key, and the hash of the request it was sent with. */
export interface IdempotencyClaim {
  memberId: number;
  key: string;
  hash: string;
}

/** What a key already holds: the request it was first used for and the answer stored for it. */
export interface StoredAnswer {
  requestHash: string;
  responseStatus: number | null;
  responseBody: unknown;
}

/** The answer a request gets: its own, or (replayed) the one stored for its key. */
export interface IdempotentOutcome<T> {
  replayed: boolean;
  status: number;
  body: T;
}

/**
 * The member's claim of the request's Idempotency-Key; 400 IDEMPOTENCY_KEY_REQUIRED without a usable key.
 * @example const claim = idempotencyClaim(request);
 */
export function idempotencyClaim(request: FastifyRequest): IdempotencyClaim {
  const memberId = currentMember(request).id;
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (typeof key !== 'string' || key.length === 0 || key.length > 200)
    throw httpErrors.idempotencyKeyRequired();
  return { memberId, key, hash: requestHash(request, memberId) };
}

/**
 * The replay of a key already used: its stored answer if it was used for this very request, else 422
 * IDEMPOTENCY_KEY_REUSED.
 * @example return replayStored<BetPlaced>(claim, await repos.idempotencyKeys.find(claim.memberId, claim.key, tx));
 */
export function replayStored<T>(
  claim: IdempotencyClaim,
  stored: StoredAnswer | undefined,
): IdempotentOutcome<T> {
  if (!stored || stored.requestHash !== claim.hash) throw httpErrors.idempotencyKeyReused();
  // The stored body is the first answer to this very request (same key and request hash): a T.
  return { replayed: true, status: stored.responseStatus ?? 200, body: stored.responseBody as T };
}

/**
 * Sends an idempotent outcome: its status, and `idempotent-replayed: true` on a replay.
 * @example return sendOutcome(reply, outcome);
 */
export function sendOutcome<T>(reply: FastifyReply, outcome: IdempotentOutcome<T>): T {
  if (outcome.replayed) reply.header('idempotent-replayed', 'true');
  reply.code(outcome.status);
  return outcome.body;
}

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
  const claim = idempotencyClaim(request);
  const { memberId, key, hash } = claim;
  const { sql, repos, groupCommit } = request.server;
  const transaction = (body: (tx: Tx) => Promise<IdempotentOutcome<T>>): Promise<IdempotentOutcome<T>> =>
    options.batched ? groupCommit.run(memberId, body) : sql.begin(body);

  const outcome = await transaction(async (tx) => {
    if (await repos.idempotencyKeys.claim(memberId, key, hash, tx)) {
      const result = await work(tx);
      const status = result.status ?? 200;
      await repos.idempotencyKeys.complete(memberId, key, status, result.body, tx);
      return { replayed: false, status, body: result.body };
    }
    return replayStored<T>(claim, await repos.idempotencyKeys.find(memberId, key, tx));
  });
  return sendOutcome(reply, outcome);
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
