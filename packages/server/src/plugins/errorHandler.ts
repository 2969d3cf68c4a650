import { ko } from '@kbet/sdk';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { isDomainError } from '../domain/errors/domainError';
import { refusal } from '../domain/errors/refusal';
import { isInsufficientFundsError } from '../domain/ledger';
import { domainErrorStatus } from '../errors/domainErrorStatus';
import { isHttpError } from '../errors/httpError';
import { httpErrors } from '../errors/httpErrors';
import { isDatabaseUnavailable } from '../errors/isDatabaseUnavailable';
import { isRequestValidationError } from './zodValidation';

interface ErrorBody {
  code: string;
  message: string;
  data?: unknown;
}

const body = (code: string, message: string, data?: unknown): ErrorBody =>
  data === undefined ? { code, message } : { code, message, data };

/** A refusal sent with its status; a 429 or 503 tells the client when to try again. */
const refuse = (reply: FastifyReply, status: number, code: string, message: string, data: unknown) => {
  if (status === 429 || status === 503) {
    const retry = (data as { retryAfterSeconds?: number } | undefined)?.retryAfterSeconds;
    if (retry !== undefined) reply.header('retry-after', retry);
  }
  return reply.code(status).send(body(code, message, data));
};

/**
 * One place turns every error into `{ code, message, data? }` with the member-facing Korean message: a
 * domain refusal gets its status from DOMAIN_ERROR_STATUS, an HttpError (the HTTP layer's own refusals)
 * carries its status, a lost database is a 503. Details of 5xx errors are logged, never sent.
 */
const errorHandler: FastifyPluginAsync = async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isInsufficientFundsError(error)) {
      const refused = refusal('ERR_INSUFFICIENT_FUNDS', {
        kind: error.details.kind,
        balance: error.details.balance,
      });
      return refuse(reply, domainErrorStatus(refused), refused.code, refused.message, refused.data);
    }
    if (isDomainError(error)) {
      return refuse(reply, domainErrorStatus(error), error.code, error.message, error.data);
    }
    if (isHttpError(error)) return refuse(reply, error.status, error.code, error.message, error.data);
    if (isRequestValidationError(error)) {
      return reply.code(400).send(body(error.code, error.message, { issues: error.issues }));
    }
    if (isDatabaseUnavailable(error)) {
      // A 503, not a 500: the SDK keeps a member's session through a 503 and ends it on a 500 (spec §8).
      request.log.warn({ err: error }, 'database unavailable');
      const away = httpErrors.serviceUnavailable();
      return refuse(reply, away.status, away.code, away.message, away.data);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      const tooLarge = httpErrors.inputTooLarge();
      return reply.code(tooLarge.status).send(body(tooLarge.code, tooLarge.message));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals: malformed JSON, unsupported media type, body too large…
      request.log.info({ err: error }, 'request refused');
      return reply.code(status).send(body('ERR_INVALID_INPUT', ko.ERR_INVALID_INPUT));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(body('ERR_UNEXPECTED', ko.ERR_UNEXPECTED));
  });

  app.setNotFoundHandler((_request, reply) => {
    const notFound = httpErrors.notFound();
    return reply.code(404).send(body(notFound.code, notFound.message));
  });
};

export default fp(errorHandler, { name: 'error-handler' });
